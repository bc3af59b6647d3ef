//! The person's king beside the draft lines while they claim, to drag onto a domino of the line
//! (a click on the domino claims too). A component of its own, drawn only while a person
//! claims: its drag lives as long as it is shown, and a build that never plays (the embedded
//! replays') carries none of it.

use yew::prelude::*;

use crate::page::seats::Mark;
use crate::rules::DominoId;
use crate::ui::board::art::king;
use crate::ui::board::pointer::{element_at, use_drag};
use crate::ui::language::use_lang;

#[derive(Properties, PartialEq)]
pub struct KingHandProps {
    pub colour: &'static str,
    pub mark: Mark,
    /// Claims the domino the king is let go on.
    pub claim: Callback<DominoId>,
    /// A touch screen: its help says "tap".
    pub touch: bool,
}

#[function_component(KingHand)]
pub fn king_hand(props: &KingHandProps) -> Html {
    let drag = use_drag::<()>();
    let w = use_lang().words();
    let (colour, mark) = (props.colour, props.mark);
    let handlers = {
        let claim = props.claim.clone();
        drag.handlers(
            "[data-king-hand]",
            |_| Some(()),
            |d| d.load,
            move |_, e| {
                let slot = element_at(
                    e.client_x(),
                    e.client_y(),
                    "[data-claimable][data-domino-id]",
                );
                let id = slot.and_then(|el| el.get_attribute("data-domino-id"));
                if let Some(domino) = id.as_deref().and_then(DominoId::parse) {
                    claim.emit(domino);
                }
            },
            || {},
        )
    };
    let floating = drag.current().map(|d| html! {
        <span key="float" class="draft__float" style={format!("left: {}px; top: {}px", d.x, d.y)}>{ king(colour, mark) }</span>
    });
    html! {
        <>
            // Keys keep the king's element (which holds the pointer capture) across renders.
            <span key="king" class="draft__king draft__king--hand" data-king-hand="true"
                title={w.king_title}
                onpointerdown={handlers.down} onpointermove={handlers.moved}
                onpointerup={handlers.up} onpointercancel={handlers.cancel}>
                { king(colour, mark) }
            </span>
            <span key="hint" class="draft__help">{ w.gestures(props.touch).claim_help }</span>
            { for floating }
        </>
    }
}
