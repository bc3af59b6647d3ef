//! Our own drawings, as inline SVG: crowns, the castle and a king.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CrownsProps {
    pub count: u8,
    /// Crowns covered by giants: drawn grey, they do not score.
    #[prop_or_default]
    pub covered: u8,
}

/// Up to three small crowns along the top of a square.
#[function_component(Crowns)]
pub fn crowns(props: &CrownsProps) -> Html {
    html! {
        <span class="crowns" aria-label={format!("{} crowns", props.count)}>
            { for (0..props.count).map(|_| html! {
                <svg class="crowns__crown" viewBox="0 0 20 14" aria-hidden="true">
                    <path d="M1 13 L2 3 L6.5 8 L10 1 L13.5 8 L18 3 L19 13 Z"
                        fill="#f5cf3a" stroke="#5a3d00" stroke-width="1.4" stroke-linejoin="round"/>
                </svg>
            }) }
            { for (0..props.covered).map(|_| html! {
                <svg class="crowns__crown crowns__crown--covered" viewBox="0 0 20 14" aria-hidden="true" data-covered-crown="true">
                    <path d="M1 13 L2 3 L6.5 8 L10 1 L13.5 8 L18 3 L19 13 Z"
                        fill="#b8b3aa" stroke="#55504a" stroke-width="1.4" stroke-linejoin="round" stroke-dasharray="2 1.5"/>
                </svg>
            }) }
        </span>
    }
}

#[derive(Properties, PartialEq)]
pub struct ColourProps {
    pub colour: AttrValue,
}

/// A castle keep with towers, flying the player's colour.
#[function_component(Castle)]
pub fn castle(props: &ColourProps) -> Html {
    html! {
        <svg class="castle" viewBox="0 0 40 40" aria-label="castle">
            <rect x="4" y="4" width="32" height="32" rx="3" fill="#ece6d8" stroke="#6b6258" stroke-width="1.5"/>
            <path d="M10 32 V16 H13 V13 H16 V16 H18 V12 H22 V16 H24 V13 H27 V16 H30 V32 Z"
                fill="#b9b1a3" stroke="#4e4841" stroke-width="1.5" stroke-linejoin="round"/>
            <path d="M17 32 V25 A3 3 0 0 1 23 25 V32 Z" fill="#4e4841"/>
            <path d="M20 12 V5" stroke="#4e4841" stroke-width="1.5"/>
            <path d="M20 5 L27 7 L20 9 Z" fill={props.colour.clone()}/>
        </svg>
    }
}

/// A king meeple in the player's colour.
#[function_component(King)]
pub fn king(props: &ColourProps) -> Html {
    html! {
        <svg class="king" viewBox="0 0 24 30" aria-hidden="true">
            <path d="M5 8 L7 3 L10 6 L12 2 L14 6 L17 3 L19 8 Z" fill={props.colour.clone()} stroke="#222" stroke-width="1.2" stroke-linejoin="round"/>
            <circle cx="12" cy="12" r="4" fill={props.colour.clone()} stroke="#222" stroke-width="1.2"/>
            <path d="M5 28 C5 20 8 16 12 16 C16 16 19 20 19 28 Z" fill={props.colour.clone()} stroke="#222" stroke-width="1.2" stroke-linejoin="round"/>
        </svg>
    }
}

/// A giant: a broad grey figure with a club, standing on the crown it covers.
#[function_component(Giant)]
pub fn giant() -> Html {
    html! {
        <svg class="giant" viewBox="0 0 24 30" aria-hidden="true">
            <circle cx="12" cy="6" r="4.5" fill="#8c8479" stroke="#2b2724" stroke-width="1.3"/>
            <path d="M3 29 C3 17 6 12 12 12 C18 12 21 17 21 29 Z" fill="#8c8479" stroke="#2b2724" stroke-width="1.3" stroke-linejoin="round"/>
            <path d="M19 14 L23 4" stroke="#5b3a1a" stroke-width="3" stroke-linecap="round"/>
            <path d="M8 20 H16" stroke="#2b2724" stroke-width="1.2"/>
        </svg>
    }
}
