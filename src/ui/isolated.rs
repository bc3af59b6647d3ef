//! Names as people typed them, isolated from the text around them (`<bdi>`): a name written
//! right to left, or one carrying direction marks, never reorders the sentence it sits in.

use yew::prelude::*;

/// `template` with `{0}`, `{1}`, ... filled by `args`, each in a `<bdi>` of its own.
pub fn fill_isolated(template: &str, args: &[&str]) -> Html {
    let args: Vec<Html> = args.iter().map(|a| html! { <bdi>{ *a }</bdi> }).collect();
    fill_html(template, &args)
}

/// `template` with `{0}`, `{1}`, ... filled by `args` (as `i18n::fill` fills text, a language
/// putting them in any order).
pub fn fill_html(template: &str, args: &[Html]) -> Html {
    let mut parts: Vec<Html> = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let arg = after.find('}').and_then(|close| {
            let index: usize = after[..close].parse().ok()?;
            Some((close, args.get(index)?))
        });
        match arg {
            Some((close, arg)) => {
                parts.push(html! { { &rest[..open] } });
                parts.push(arg.clone());
                rest = &after[close + 1..];
            }
            None => {
                parts.push(html! { { &rest[..=open] } });
                rest = after;
            }
        }
    }
    parts.push(html! { { rest } });
    html! { <>{ for parts }</> }
}
