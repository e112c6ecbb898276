//! Colour arithmetic for checking themes and art: relative luminance and
//! contrast ratio (WCAG 2), CIELAB distance (ΔE 1976), and simulations of
//! protanopia and deuteranopia (Machado, Oliveira and Fernandes 2009, full
//! severity). Used by tests and `boardlore themes`, never to draw; the
//! apps read the themes' and the art's `#rrggbb` with [`parse_colour`].

/// A colour with 8-bit channels.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Rgb {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
}

/// How a colour is seen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Vision {
    /// Typical colour vision.
    Typical,
    /// No long-wavelength (red) cones.
    Protanopia,
    /// No medium-wavelength (green) cones.
    Deuteranopia,
    /// Luminance only.
    Greyscale,
}

impl Vision {
    /// Every vision the checks cover.
    pub const ALL: [Vision; 4] = [
        Vision::Typical,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Greyscale,
    ];

    /// A short name for tables.
    pub fn name(self) -> &'static str {
        match self {
            Vision::Typical => "typical",
            Vision::Protanopia => "protan",
            Vision::Deuteranopia => "deutan",
            Vision::Greyscale => "grey",
        }
    }
}

fn to_linear(channel: u8) -> f64 {
    let c = f64::from(channel) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn from_linear(value: f64) -> u8 {
    let v = value.clamp(0.0, 1.0);
    let c = if v <= 0.003_130_8 {
        v * 12.92
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    };
    (c * 255.0).round() as u8
}

/// The colour `text` names as the core writes colours (`#rrggbb`, in the
/// themes and the piece art); `None` for anything else.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn parse_colour(text: String) -> Option<Rgb> {
    Rgb::parse(&text)
}

impl Rgb {
    /// Reads `#rrggbb`.
    pub fn parse(text: &str) -> Option<Rgb> {
        let hex = text.strip_prefix('#')?;
        if hex.len() != 6 || !hex.is_ascii() {
            return None;
        }
        let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        Some(Rgb {
            r: channel(0)?,
            g: channel(2)?,
            b: channel(4)?,
        })
    }

    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    fn linear(self) -> [f64; 3] {
        [to_linear(self.r), to_linear(self.g), to_linear(self.b)]
    }

    fn from_linear(rgb: [f64; 3]) -> Rgb {
        Rgb {
            r: from_linear(rgb[0]),
            g: from_linear(rgb[1]),
            b: from_linear(rgb[2]),
        }
    }

    /// Relative luminance, `0..=1` (WCAG 2).
    pub fn luminance(self) -> f64 {
        let [r, g, b] = self.linear();
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// This colour painted at `opacity` over `under`.
    pub fn over(self, under: Rgb, opacity: f64) -> Rgb {
        let mix =
            |a: u8, b: u8| (f64::from(a) * opacity + f64::from(b) * (1.0 - opacity)).round() as u8;
        Rgb {
            r: mix(self.r, under.r),
            g: mix(self.g, under.g),
            b: mix(self.b, under.b),
        }
    }

    /// How the colour looks to someone with `vision`.
    pub fn seen(self, vision: Vision) -> Rgb {
        let m: [[f64; 3]; 3] = match vision {
            Vision::Typical => return self,
            Vision::Greyscale => {
                let v = from_linear(self.luminance());
                return Rgb { r: v, g: v, b: v };
            }
            Vision::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Vision::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
        };
        let c = self.linear();
        let row = |r: [f64; 3]| r[0] * c[0] + r[1] * c[1] + r[2] * c[2];
        Rgb::from_linear([row(m[0]), row(m[1]), row(m[2])])
    }

    /// CIELAB (D65).
    pub fn lab(self) -> [f64; 3] {
        let [r, g, b] = self.linear();
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
        let z = (0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b) / 1.088_83;
        let f = |t: f64| {
            if t > 0.008_856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }
}

/// The WCAG 2 contrast ratio of two colours, `1..=21`.
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (a.luminance(), b.luminance());
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The CIE 1976 colour difference of `a` and `b` as seen with `vision`.
pub fn delta_e(a: Rgb, b: Rgb, vision: Vision) -> f64 {
    let (p, q) = (a.seen(vision).lab(), b.seen(vision).lab());
    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(text: &str) -> Rgb {
        Rgb::parse(text).unwrap()
    }

    #[test]
    fn black_on_white_is_21_to_1() {
        assert!((contrast(c("#000000"), c("#ffffff")) - 21.0).abs() < 1e-9);
        assert!((contrast(c("#777777"), c("#777777")) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn red_and_green_merge_for_the_red_green_deficiencies_but_not_blue_and_yellow() {
        let (red, green) = (c("#d03030"), c("#30a030"));
        assert!(delta_e(red, green, Vision::Typical) > 60.0);
        for vision in [Vision::Protanopia, Vision::Deuteranopia] {
            assert!(delta_e(red, green, vision) < delta_e(red, green, Vision::Typical) / 2.0);
            assert!(delta_e(c("#2060e0"), c("#f0d020"), vision) > 60.0);
        }
    }

    #[test]
    fn greys_are_unchanged_by_the_simulations() {
        for vision in Vision::ALL {
            let grey = c("#808080").seen(vision);
            assert!((i16::from(grey.r) - 128).abs() <= 1 && (i16::from(grey.b) - 128).abs() <= 1);
        }
        assert_eq!(c("#12ab34").hex(), "#12ab34");
        assert!(Rgb::parse("12ab34").is_none() && Rgb::parse("#12ab3").is_none());
    }
}
