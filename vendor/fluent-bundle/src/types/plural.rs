use intl_memoizer::Memoizable;
use intl_pluralrules::{PluralRuleType, PluralRules as IntlPluralRules};
use unic_langid::LanguageIdentifier;

pub struct PluralRules(pub IntlPluralRules);

impl Memoizable for PluralRules {
    type Args = (PluralRuleType,);
    type Error = &'static str;
    fn construct(lang: LanguageIdentifier, args: Self::Args) -> Result<Self, Self::Error> {
        // AckLab: built from its subtag, not parsed: the parser's sort of variants is
        // 3 KB of the web bundle, and this was its last user there.
        let english = unic_langid::subtags::Language::from_bytes(b"en").map_err(|_| "en")?;
        let default_lang = LanguageIdentifier::from_raw_parts_unchecked(english, None, None, None);
        // AckLab: the rules of the same language, else English's, found by comparing
        // the language subtags. `negotiate_languages` (likely subtags, a sort) was 3 KB
        // of the web bundle, for locales that are bare languages (`uk`) on both sides.
        let pr_lang = IntlPluralRules::get_locales(args.0)
            .iter()
            .find(|known| known.language == lang.language)
            .cloned()
            .unwrap_or(default_lang);
        Ok(Self(IntlPluralRules::create(pr_lang, args.0)?))
    }
}
