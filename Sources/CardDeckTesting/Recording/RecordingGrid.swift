import CardDeckViews

/// The grid a recorder keeps its values on: the resolution of a recording's text, six
/// decimals for times and three for lengths, so the text reads back exactly.
enum RecordingGrid {
    /// Seconds to the microsecond.
    static func time(_ value: Double) -> Double {
        round(value, 1_000_000)
    }

    /// Points to the thousandth.
    static func length(_ value: Double) -> Double {
        round(value, 1_000)
    }

    static func size(_ size: Size) -> Size {
        Size(width: length(size.width), height: length(size.height))
    }

    static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: length(insets.top), left: length(insets.left), bottom: length(insets.bottom),
            right: length(insets.right))
    }

    /// `value` to the nearest `1 / steps`; values too large for the grid to matter, and
    /// non-finite ones, as they are.
    private static func round(_ value: Double, _ steps: Double) -> Double {
        guard value.isFinite, abs(value) < 1e9 else { return value }
        return (value * steps).rounded() / steps
    }
}
