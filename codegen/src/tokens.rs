//! The values the generator writes into the registry as Rust, each writing itself as `quote`'s
//! tokens (as databake's `Bake` does): a drawing is the calls of its constructors, its view and
//! indexing their variants, never text assembled from strings.

use chess_lut_types::table::{Coord, Drawing, Indexing, View};
use chess_lut_types::{Attacker, Piece};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// A value that writes itself as the Rust expression that makes it.
pub(crate) trait AsTokens {
    /// The expression, as tokens.
    fn tokens(&self) -> TokenStream;
}

impl AsTokens for Piece {
    fn tokens(&self) -> TokenStream {
        match self {
            Piece::Pawn => quote!(Piece::Pawn),
            Piece::Knight => quote!(Piece::Knight),
            Piece::Bishop => quote!(Piece::Bishop),
            Piece::Rook => quote!(Piece::Rook),
            Piece::Queen => quote!(Piece::Queen),
            Piece::King => quote!(Piece::King),
        }
    }
}

impl AsTokens for Attacker {
    fn tokens(&self) -> TokenStream {
        match self {
            Attacker::BlackPawn => quote!(Attacker::BlackPawn),
            Attacker::WhitePawn => quote!(Attacker::WhitePawn),
            Attacker::Knight => quote!(Attacker::Knight),
            Attacker::Bishop => quote!(Attacker::Bishop),
            Attacker::Rook => quote!(Attacker::Rook),
            Attacker::Queen => quote!(Attacker::Queen),
            Attacker::King => quote!(Attacker::King),
        }
    }
}

/// `None`, or `Some(…)` of the value's own tokens.
impl<T: AsTokens> AsTokens for Option<T> {
    fn tokens(&self) -> TokenStream {
        match self {
            None => quote!(None),
            Some(v) => {
                let v = v.tokens();
                quote!(Some(#v))
            }
        }
    }
}

/// A borrowed slice, `&[…]`, of the values' own tokens.
impl<T: AsTokens> AsTokens for [T] {
    fn tokens(&self) -> TokenStream {
        let items = self.iter().map(AsTokens::tokens);
        quote!(&[#(#items),*])
    }
}

impl AsTokens for &str {
    fn tokens(&self) -> TokenStream {
        let s = Literal::string(self);
        quote!(#s)
    }
}

impl AsTokens for View {
    fn tokens(&self) -> TokenStream {
        match self {
            View::Set => quote!(View::Set),
            View::Each => quote!(View::Each),
            View::Crossing => quote!(View::Crossing),
            View::Around(a) => {
                let a = a.tokens();
                quote!(View::Around(#a))
            }
            View::Slider(p) => {
                let p = p.tokens();
                quote!(View::Slider(#p))
            }
            View::Entry(p) => {
                let p = p.tokens();
                quote!(View::Entry(#p))
            }
        }
    }
}

impl AsTokens for Coord {
    fn tokens(&self) -> TokenStream {
        let (variant, i) = match *self {
            Coord::Arg(i) => (quote!(Arg), i),
            Coord::FileOf(i) => (quote!(FileOf), i),
            Coord::RankOf(i) => (quote!(RankOf), i),
        };
        let i = Literal::usize_unsuffixed(i);
        quote!(Coord::#variant(#i))
    }
}

impl AsTokens for Indexing {
    fn tokens(&self) -> TokenStream {
        match self {
            Indexing::Axes => quote!(Indexing::Axes),
            Indexing::Rows(coords) => {
                let coords = coords.tokens();
                quote!(Indexing::Rows(#coords))
            }
            Indexing::Triangular => quote!(Indexing::Triangular),
            Indexing::X88Rotated => quote!(Indexing::X88Rotated),
            Indexing::X88Attacks => quote!(Indexing::X88Attacks),
            Indexing::Intersection => quote!(Indexing::Intersection),
            Indexing::FirstRank => quote!(Indexing::FirstRank),
            Indexing::Magic => quote!(Indexing::Magic),
            Indexing::Pext => quote!(Indexing::Pext),
            Indexing::PextCompact => quote!(Indexing::PextCompact),
            Indexing::KindergartenFillUp => quote!(Indexing::KindergartenFillUp),
            Indexing::KindergartenAFile => quote!(Indexing::KindergartenAFile),
            Indexing::Hyperbola => quote!(Indexing::Hyperbola),
            Indexing::Dual => quote!(Indexing::Dual),
        }
    }
}

/// The calls of its constructors, each part only where it is not the default:
/// `Drawing::new(View::Set, &["e1", "h4"]).indexed(Indexing::Triangular)`.
impl AsTokens for Drawing {
    fn tokens(&self) -> TokenStream {
        let (view, example) = (self.view.tokens(), self.example.tokens());
        let mut out = quote!(Drawing::new(#view, #example));
        if self.indexing != Indexing::Axes {
            let indexing = self.indexing.tokens();
            out.extend(quote!(.indexed(#indexing)));
        }
        if !self.aliases.is_empty() {
            let aliases = self.aliases.tokens();
            out.extend(quote!(.or(#aliases)));
        }
        if !self.limits.is_empty() {
            let limits = self.limits.tokens();
            out.extend(quote!(.limited(#limits)));
        }
        out
    }
}
