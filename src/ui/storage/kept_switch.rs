//! A switch a person turns on or off (Study, sound), kept in this browser under its own key.

/// A switch kept under `key` in local storage, as "on" or "off"; off until turned on.
pub struct KeptSwitch(pub &'static str);

impl KeptSwitch {
    /// Whether the person turned it on in this browser.
    pub fn is_on(&self) -> bool {
        crate::ui::storage::local()
            .and_then(|s| s.get_item(self.0).ok().flatten())
            .is_some_and(|v| v == "on")
    }

    /// Remembers the switch (a full storage is not worth a word).
    pub fn remember(&self, on: bool) {
        if let Some(s) = crate::ui::storage::local() {
            let _ = s.set_item(self.0, if on { "on" } else { "off" });
        }
    }
}

/// Whether the person asked for Study.
pub const STUDY: KeptSwitch = KeptSwitch(crate::ui::storage::STUDY_SWITCH);

/// Whether the person asked for the drafting lens.
pub const LENS: KeptSwitch = KeptSwitch(crate::ui::storage::LENS_SWITCH);

/// Whether the guided first game was declined or started in this browser.
pub const LESSON_SEEN: KeptSwitch = KeptSwitch(crate::ui::storage::LESSON_SWITCH);
