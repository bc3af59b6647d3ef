// The browser's side of a kingdom's postcard, fetched the first time a person asks for one
// (src/ui/panels/postcard.rs, which writes the picture itself): each terrain's colour and drawing
// as the page's style shows them, the picture drawn on a canvas as PNG, and the share sheet.
globalThis.kingdominoPostcard = {
  /** Each terrain named: [name, its colour, its drawing's SVG text] as the style gives them. */
  palette(names) {
    return names.map((name) => {
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
      let drawing = '';
      try {
        drawing = decodeURIComponent(text);
      } catch {
        // A drawing that does not read is left out; the square keeps its colour.
      }
      return [name, colour, drawing];
    });
  },
  /** The SVG's object URL, and the PNG's (drawn at twice the size) with its file. */
  async pictures(svg, width, height) {
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
  },
  /** Opens the share sheet with the PNG where the browser can share such a file (a phone's);
   *  whether it did. */
  share(png) {
    const file = new File([png], 'kingdom.png', { type: 'image/png' });
    if (!navigator.canShare?.({ files: [file] })) return false;
    navigator.share({ files: [file] }).catch(() => {});
    return true;
  },
};
