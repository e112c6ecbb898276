//! Hit-testing the board for a view that has only the geometry. The
//! catalogue's records are the core's own (`boardlore_core::describe`).

use boardlore_core::geometry::{Geometry, Point};
use boardlore_core::Square;

/// The core's touch radius for `geometry`: half the spacing of neighbouring
/// squares, in the unit square's units. Every app hit-tests with it.
#[uniffi::export]
pub fn board_touch_radius(geometry: &Geometry) -> f32 {
    geometry.spacing() / 2.0
}

/// Hit-testing: the square of `geometry` whose centre is nearest to the
/// point (`x`, `y`) of the unit square, if it is within `radius` (`None`:
/// [`board_touch_radius`]), for a view that has only the geometry.
#[uniffi::export]
pub fn board_square_at(geometry: &Geometry, x: f32, y: f32, radius: Option<f32>) -> Option<Square> {
    let radius = radius.unwrap_or_else(|| board_touch_radius(geometry));
    geometry.square_within(Point { x, y }, radius)
}
