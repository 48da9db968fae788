//! The language menu: each language named in itself, so a learner finds their own.

use yew::prelude::*;

use crate::i18n::{self, tr};

#[derive(Properties, PartialEq)]
pub struct LanguageProps {
    pub locale: String,
    pub on_locale: Callback<String>,
}

#[function_component(Language)]
pub fn language(props: &LanguageProps) -> Html {
    let onchange = props.on_locale.reform(|event: Event| {
        event
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok())
            .map(|s| s.value())
            .unwrap_or_default()
    });
    html! {
        <label class="language">{ tr("language") }{ " " }
            <select {onchange}>
                { for i18n::shipped().map(|(code, name)| html! {
                    <option value={code} lang={code} selected={code == props.locale}>{ name }</option>
                }) }
            </select>
        </label>
    }
}
