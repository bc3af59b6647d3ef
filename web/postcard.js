// The browser's side of a kingdom's postcard and of the gallery of kingdoms: a module the
// page's loader imports the first time a person asks for a postcard or opens the gallery
// (`kingdominoKeepsakes` in web/loader.js, called by src/ui/keepsakes.rs; what goes on a postcard
// is gathered by src/ui/panels/kingdom_card.rs): the keepsakes' build, which writes the pictures
// (src/bin/keepsake.rs; scripts/post_build.py fills in its names), each terrain's colour and
// drawing as the page's style shows them, a picture drawn on a canvas as PNG and shown with its
// two files, the share sheet, and the gallery's pictures.
/** Each terrain named: [its colour, its drawing's SVG text] as the style gives them. */
const terrain = (name) => {
  const probe = document.createElement('span');
  probe.className = `tile tile--${name}`;
  document.body.append(probe);
  const style = getComputedStyle(probe);
  const colour = style.backgroundColor;
  const image = style.backgroundImage;
  probe.remove();
  const start = image.indexOf('<svg');
  const end = image.lastIndexOf('</svg>');
  const text = start < 0 || end < 0 ? '' : image.slice(start, end + 6).replaceAll('\\"', '"');
  try {
    return [colour, decodeURIComponent(text)];
  } catch {
    // A drawing that does not read is left out; the square keeps its colour.
    return [colour, ''];
  }
};

/** The SVG's object URL, and the PNG's (drawn at twice the size) with its file. */
const pictures = async (svg, width, height) => {
  const svgUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const image = new Image();
  image.src = svgUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 2 * width;
  canvas.height = 2 * height;
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  const png = await new Promise((done) => canvas.toBlob(done, 'image/png'));
  return [svgUrl, URL.createObjectURL(png), png];
};

/** Opens the share sheet with the PNG where the browser can share such a file (a phone's);
 *  whether it did. */
const share = (png) => {
  const file = new File([png], 'kingdom.png', { type: 'image/png' });
  if (!navigator.canShare?.({ files: [file] })) return false;
  navigator.share({ files: [file] }).catch(() => {});
  return true;
};

let keepsakes = null;
/** The keepsakes' build, started once. */
const started = () => {
  keepsakes ??= import('./__KEEPSAKE_JS__')
    .then(async (module) => {
      await module.default({ module_or_path: './__KEEPSAKE_WASM__' });
      return module;
    })
    .catch((error) => { keepsakes = null; throw error; });
  return keepsakes;
};

/** An element of `tag` with `className`, its attributes and its text. */
const element = (tag, className, attributes, text = '') => {
  const made = document.createElement(tag);
  made.className = className;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.textContent = text;
  return made;
};

/** Writes the postcard of `facts` (the page's bytes), draws it and shows it in `place` after
 *  its button, with its PNG (shared where the browser can) and its SVG to save; `words`: the
 *  picture's description and the two files' names. */
export async function card(place, facts, [alt, pngWords, svgWords]) {
  const { postcard_svg: write } = await started();
  const [svg, width, height] = write(facts, terrain);
  const [svgUrl, pngUrl, png] = await pictures(svg, width, height);
  const pngLink = element('a', 'postcard__png', { href: pngUrl, download: 'kingdom.png', 'data-png': 'true' }, pngWords);
  pngLink.addEventListener('click', (event) => {
    if (share(png)) event.preventDefault();
  });
  place.querySelectorAll('.postcard__made').forEach((old) => old.remove());
  const made = element('div', 'postcard__made', {});
  made.append(
    element('img', 'postcard__picture', { src: pngUrl, alt }),
    pngLink,
    element('a', 'postcard__svg', { href: svgUrl, download: 'kingdom.svg' }, svgWords),
  );
  place.append(made);
}

/** Once the `<details>` of the gallery is open, draws every kingdom of the gallery `kept` (as the
 *  browser keeps it) in it, newest first, each a picture of its SVG described by its title. */
export async function gallery(details, kept) {
  const place = details.querySelector('.gallery__pictures');
  if (!details.open || !place || place.childElementCount > 0) return;
  const { gallery_svgs: write } = await started();
  place.replaceChildren(...write(kept, terrain).map(([svg, , , title]) => {
    const src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    return element('img', 'gallery__picture', { src, alt: title });
  }));
}
