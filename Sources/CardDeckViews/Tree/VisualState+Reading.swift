extension VisualState {
    /// Copies the properties a mask names from another state, as a host's copy of a node
    /// reads them after an update.
    ///
    /// - Parameters:
    ///   - mask: The properties to copy.
    ///   - now: The state to copy them from.
    package mutating func read(_ mask: PropertyMask, from now: VisualState) {
        if mask.contains(.geometry) {
            bounds = now.bounds
            center = now.center
            transform = now.transform
        }
        if mask.contains(.alpha) { alpha = now.alpha }
        if mask.contains(.isHidden) { isHidden = now.isHidden }
        if mask.contains(.backgroundColor) { backgroundColor = now.backgroundColor }
        if mask.contains(.corners) {
            cornerRadius = now.cornerRadius
            maskedCorners = now.maskedCorners
        }
        if mask.contains(.clipping) { clipsToBounds = now.clipsToBounds }
        if mask.contains(.shadow) { shadow = now.shadow }
        if mask.contains(.border) { border = now.border }
        if mask.contains(.text) { text = now.text }
    }
}
