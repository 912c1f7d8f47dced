/// What a ``ViewNode`` shows assistive technologies, and the defaults it derives from what the
/// node draws: kept in one value so the node stores a single property. The public accessors
/// are in `ViewNode+Accessibility.swift`.
@MainActor
struct NodeAccessibility {
    /// A description of the element.
    var label: String?
    /// The element's current value.
    var value: String?
    /// A stable name for tests and tree dumps.
    var identifier: String?
    /// Whether the node is an element; `nil` decides by its label and text.
    var isElement: Bool?
    /// The traits; `nil` derives them (`.staticText` for a node that draws text).
    var traits: AccessibilityTraits?
    /// What activating the element does, in a few words.
    var hint: String?
    /// Whether the node's siblings behind it are out of the accessibility tree.
    var viewIsModal = false
    /// Whether the node's subtree is out of the accessibility tree.
    var elementsHidden = false
    /// The node a modal node hides instead of its siblings behind it; `nil` for its siblings.
    weak var modalScope: ViewNode?
    /// The nodes that name this one as their ``modalScope``, to tell without a walk whether a
    /// modal one hides it; empty for almost every node.
    var scopingNodes: [WeakScopingNode] = []
    /// The custom actions offered on the element.
    var customActions: [AccessibilityCustomAction] = []
    /// Replaces the default activation (a tap at the element's centre).
    var activationHandler: (@MainActor () -> Bool)?
    /// Handles the escape gesture on the node.
    var escapeHandler: (@MainActor () -> Bool)?

    /// Whether a node drawing `text` is an element: as set, else when it has a non-empty
    /// label or draws non-empty text.
    func isElement(drawing text: TextContent?) -> Bool {
        isElement ?? (!(label ?? "").isEmpty || !(text?.string ?? "").isEmpty)
    }

    /// The traits of a node drawing `text`: as set, else `.staticText` when it draws text.
    func traits(drawing text: TextContent?) -> AccessibilityTraits {
        traits ?? (text == nil ? [] : .staticText)
    }

    /// What a screen reader speaks first for a node drawing `text`: the label, else the text,
    /// else the empty string.
    func resolvedLabel(drawing text: TextContent?) -> String {
        label ?? text?.string ?? ""
    }

    /// Whether a node presented as `presented` can be perceived itself: shown, with alpha of
    /// at least 0.01, its elements not hidden.
    func isPerceivable(_ presented: VisualState) -> Bool {
        !presented.isHidden && presented.alpha >= 0.01 && !elementsHidden
    }

    /// Edits what `node` shows assistive technologies and marks it for commit.
    static func edit(_ node: ViewNode, _ edit: (inout NodeAccessibility) -> Void) {
        edit(&node.accessibility)
        node.markDirty(.accessibility)
    }

    /// Makes `scope` the modal scope of `node`, and `node` one of the nodes that name `scope`
    /// (no longer one of those that name its former scope); marks the nodes for commit.
    static func setModalScope(of node: ViewNode, to scope: ViewNode?) {
        let old = node.accessibility.modalScope
        guard old !== scope else { return }
        if let old {
            edit(old) { $0.scopingNodes.removeAll { $0.node === node || $0.node == nil } }
        }
        if let scope {
            edit(scope) {
                $0.scopingNodes.removeAll { $0.node == nil }
                $0.scopingNodes.append(WeakScopingNode(node: node))
            }
        }
        edit(node) { $0.modalScope = scope }
    }

    /// Sets one flag of what `node` shows assistive technologies, marking the node for commit
    /// only when the value changes.
    static func change(
        _ node: ViewNode, _ flag: WritableKeyPath<NodeAccessibility, Bool>, to value: Bool
    ) {
        guard node.accessibility[keyPath: flag] != value else { return }
        node.accessibility[keyPath: flag] = value
        node.markDirty(.accessibility)
    }

    /// The default activation of `node`: a tap at the centre of its presented frame, sent
    /// through its window's pointer input as UIKit's default `accessibilityActivate` has
    /// VoiceOver do, once the scroll views holding it show it. The next frame delivers it.
    ///
    /// - Returns: `false` when the node is not in a window or its frame is not finite.
    static func tap(atCentreOf node: ViewNode) -> Bool {
        guard let window = node.window else { return false }
        // Content scrolled since focus came would put another node under the centre.
        AccessibilityReveal.reveal(node)
        return tap(atCentreOf: node.presentedFrameInWindow, in: window)
    }

    /// Sends a tap (a press and a release at the same instant) at the centre of `frame`
    /// through `window`'s pointer input, as UIKit's default `accessibilityActivate` has
    /// VoiceOver do; the next frame delivers it.
    ///
    /// - Parameters:
    ///   - frame: The element's presented frame in window coordinates.
    ///   - window: The element's window.
    /// - Returns: `false` when the frame is not finite (nothing sent).
    static func tap(atCentreOf frame: Rect, in window: Window) -> Bool {
        guard frame.isFinite else { return false }
        let point = Point(x: frame.midX, y: frame.midY)
        for phase in [PointerEvent.Phase.began, .ended] {
            window.send(
                PointerEvent(
                    pointerID: ViewNode.accessibilityPointerID, phase: phase, location: point,
                    timestamp: window.time))
        }
        return true
    }
}

/// A node that names another as its modal scope, held weakly by that other node.
@MainActor
struct WeakScopingNode {
    weak var node: ViewNode?
}
