//! `text_enum!` declares once an enum kept as text (the states of a life cycle, the kinds a form
//! chooses from): a sea-orm active enum (a column holds it, a filter takes it), serialised as the
//! same text, in the OpenAPI as an enumeration (so the web's union comes from the document), with
//! `ALL`, `NAMED`, `as_str`, `parse` and `Display`.

/// ```ignore
/// platform::text_enum! {
///     /// Where a payment stands.
///     pub enum PaymentStatus {
///         Initiated = "initiated",
///         Paid = "paid",
///     }
/// }
/// ```
#[macro_export]
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$variant_meta:meta])* $variant:ident = $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash,
            $crate::lifecycle::reexports::EnumIter,
            $crate::lifecycle::reexports::DeriveActiveEnum,
            $crate::lifecycle::reexports::Serialize,
            $crate::lifecycle::reexports::Deserialize,
            $crate::lifecycle::reexports::ToSchema,
        )]
        #[sea_orm(rs_type = "String", db_type = "Text")]
        // The stored texts are the variants' names in snake_case (a test of each enum checks it):
        // utoipa does not read a `rename` whose text comes through a macro's fragment.
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $(
                $(#[$variant_meta])*
                #[sea_orm(string_value = $text)]
                $variant,
            )+
        }

        impl $name {
            /// Every state, in the order the life cycle declares them.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// Every state with its text, for a form's choice.
            pub const NAMED: &'static [(&'static str, $name)] = &[$(($text, $name::$variant)),+];

            /// As stored, and as its log of moves keeps it.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }

            /// The state stored as `text`, if it is one.
            pub fn parse(text: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|s| s.as_str() == text)
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

/// What the macro's expansion names, so a module using it needs no imports of its own.
pub mod reexports {
    pub use sea_orm::{DeriveActiveEnum, EnumIter};
    pub use serde::{Deserialize, Serialize};
    pub use utoipa::ToSchema;
}
