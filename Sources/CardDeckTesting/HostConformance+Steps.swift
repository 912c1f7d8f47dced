import CardDeckViews

extension HostConformance {
    /// The steps of the check, in the order they run.
    ///
    /// The fixture is a 160×120 white window. Two overlapping nodes go in one after the other
    /// (the first with a child that sticks out of it, so clipping shows), are reordered, and
    /// the first is moved, faded, recoloured, rounded, rounded at the top only and made to clip;
    /// the second is hidden and shown, and given a shadow, a border and two texts; the child is
    /// removed; then come a frame without changes and a frame whose changes cancel out.
    public static let steps: [Step] = [
        Step("first frame", .all) { _ in },
        Step("insert", .all) { $0.window.root.addSubview($0.back) },
        Step("insert another", .all) { $0.window.root.addSubview($0.front) },
        Step("reorder", .subviewOrder) { $0.window.root.bringSubviewToFront($0.back) },
        Step("update frame", .geometry) {
            $0.back.frame = Rect(x: 20, y: 14, width: 90, height: 60)
        },
        Step("update alpha", .alpha) { $0.back.alpha = 0.6 },
        Step("update background colour", .backgroundColor) {
            $0.back.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.3)
        },
        Step("update corner radius", .corners) { $0.back.cornerRadius = 10 },
        Step("update corner mask", .corners) { $0.back.maskedCorners = .top },
        Step("update clipping", .clipping) { $0.back.clipsToBounds = true },
        Step("update hidden", .isHidden) { $0.front.isHidden = true },
        Step("update hidden back", .isHidden) { $0.front.isHidden = false },
        Step("update shadow", .shadow) {
            $0.front.shadow = Shadow(opacity: 0.5, radius: 4, offset: Point(x: 0, y: 3))
        },
        Step("update border", .border) { $0.front.border = Border(width: 2, color: .black) },
        Step("update text", .text) { $0.front.text = TextContent("Hello") },
        Step("update text again", .text) {
            $0.front.text = TextContent("Hello, world", alignment: .center)
        },
        Step("remove", .all) { $0.overflow.removeFromSuperview() },
        Step("frame with no change", []) { _ in },
        Step("changes that cancel out", []) {
            $0.front.alpha = 0.3
            $0.front.alpha = 1
        },
    ]
}

extension HostConformance.Step {
    /// Creates a step.
    ///
    /// - Parameters:
    ///   - name: The name failures report.
    ///   - property: What the step changes: `.all` for structure, a single property for an
    ///     update, empty for a step that changes nothing visible.
    ///   - change: Changes the fixture's tree.
    init(
        _ name: String, _ property: PropertyMask,
        _ change: @escaping @MainActor @Sendable (HostConformanceFixture) -> Void
    ) {
        self.init(name: name, property: property, change: change)
    }
}

/// The window and nodes the conformance check drives.
@MainActor
final class HostConformanceFixture {
    /// A 160×120 window with a white root.
    let window = Window(size: Size(width: 160, height: 120))
    /// A blue node at (10, 10), 90×60, holding ``overflow``.
    let back = ViewNode(frame: Rect(x: 10, y: 10, width: 90, height: 60))
    /// A red node at (50, 30) in ``back``, 60×50, sticking out of it on the right and bottom.
    let overflow = ViewNode(frame: Rect(x: 50, y: 30, width: 60, height: 50))
    /// A grey node at (70, 40), 80×60, overlapping ``back``.
    let front = ViewNode(frame: Rect(x: 70, y: 40, width: 80, height: 60))

    init() {
        window.root.backgroundColor = .white
        back.backgroundColor = .systemBlue
        overflow.backgroundColor = .systemRed
        front.backgroundColor = .systemGray
        back.addSubview(overflow)
    }
}
