/// A node of the virtual view tree: CardDeck's `UIView`.
///
/// A node has a stable identity, an ordered list of subviews and the visual properties of a
/// `UIView` and its layer. Every visual property has a **model** value, which is what you set
/// and read, and a **presented** value (``presentation``), which is what is on screen this
/// frame. Outside animations they are equal; inside a ``PropertyAnimator``'s animation block a
/// new model value takes effect at once while the presented value travels to it over time.
///
/// Bad input never traps and never loses state: a non-finite geometry value is ignored (the
/// old value stays) and a warning is recorded in ``Diagnostics``; `alpha` is clamped into 0…1;
/// negative sizes are standardized.
@MainActor
open class ViewNode {
    /// A node's identity in its window: unique among the window's nodes and stable while the
    /// node stays in it, so a host can key its mirror by it.
    public struct ID: Hashable, Sendable {
        /// The identifier's number: 0 for a node that has never been in a window; else numbered
        /// from 1 (the root) in the order nodes joined their window, so a fresh window numbers
        /// its nodes the same whatever other windows did before.
        public let rawValue: UInt64
    }

    private let liveObject = LiveObjects.Token(.viewNode)

    // `@exclusivity(unchecked)`: per-frame state; see the README, "Exclusivity on the frame path".
    /// The node's identity in its window; see ``ID``. Given when the node first joins a
    /// window, and again only when it joins another window that already uses its number.
    /// Readable from any context, as the constant it used to be (a ``Mutation``'s description
    /// reads it); only the main actor writes it, when the node joins a window.
    @exclusivity(unchecked) public nonisolated(unsafe) internal(set) var id = ID(rawValue: 0)
    /// The numbering ``id`` came from; see `NodeIdentities`.
    @exclusivity(unchecked) var identitySpace: NodeIdentities?
    /// The node this node is a subview of, or `nil`.
    @exclusivity(unchecked) public internal(set) weak var superview: ViewNode?
    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [ViewNode] = []
    /// The window whose tree contains this node, or `nil` when it is not on screen.
    ///
    /// Found by walking up to the top of the node's tree, whose node knows its window, and
    /// remembered until a subtree leaves that window (its structure stamp moves):
    /// adding or removing a subtree costs the same whatever its size, a frame without
    /// structural changes reads it without walking, and a change in one window leaves what
    /// the nodes of every other window remember.
    public var window: Window? { NodeWindowLinks.window(of: self) }
    /// The window whose root the node is; set on a window's root only. See `NodeWindowLinks`.
    @exclusivity(unchecked) weak var hostedWindow: Window?
    /// The window the last walk up the tree found, and its structure stamp then (0 never
    /// matches).
    @exclusivity(unchecked) weak var foundWindow: Window?
    @exclusivity(unchecked) var foundStamp: UInt64 = 0

    /// Whether ``window`` answers from memory, without a walk; for tests.
    package var remembersWindow: Bool { NodeWindowLinks.remembersWindow(of: self) }
    /// The controller whose root view this node is, if any; see `ViewController.view`.
    weak var owningController: ViewController? {
        didSet { SubtreeCounts.controllerDidChange(on: self, from: oldValue) }
    }

    /// The model values of the visual properties.
    @exclusivity(unchecked) var model = VisualState()
    /// The presented values of the visual properties: what is on screen this frame.
    @exclusivity(unchecked) var presented = VisualState()

    /// The animations acting on this node's properties; see `ViewNode+Animation`.
    @exclusivity(unchecked) var animations = NodeAnimations()
    /// What walks over this subtree look for, counted; see `SubtreeCounts`.
    @exclusivity(unchecked) var subtreeCounts = SubtreeCounts()
    /// Whether every node's counts in this subtree equal a recount from scratch; for tests.
    package var subtreeCountsAreConsistent: Bool { SubtreeCounts.areConsistent(in: self) }
    /// Whether ``windowDidChange()`` runs when the node enters or leaves a window; set once,
    /// by the subclasses that act on it.
    private(set) var observesWindowChanges = false

    /// Makes ``windowDidChange()`` run whenever the node enters or leaves a window.
    func observeWindowChanges() {
        guard !observesWindowChanges else { return }
        observesWindowChanges = true
        SubtreeCounts.add(SubtreeCounts(windowObservers: 1), from: self)
    }

    /// Called after the node entered or left a window (``window`` has the new one), for nodes
    /// that asked with `observeWindowChanges()`. Does nothing by default.
    func windowDidChange() {}
    /// Properties changed since the last commit; see `CommitPhase.markDirty(_:_:)`.
    @exclusivity(unchecked) var dirtyMask: PropertyMask = []
    /// The window whose list of nodes to commit holds this node, if any.
    @exclusivity(unchecked) weak var queuedCommitWindow: Window?
    /// Whether ``layoutSubviews()`` should run in the next layout pass.
    public var needsLayout: Bool { layoutState.needsLayout }
    /// Where the node stands in its window's layout; see `NodeLayout`.
    @exclusivity(unchecked) var layoutState = NodeLayout()

    /// The gesture recognizers attached to the node, in the order they were added; see
    /// ``addGestureRecognizer(_:)``.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// A closure that lays out the subviews, called by the default ``layoutSubviews()``;
    /// default `nil`. An alternative to subclassing.
    public var layout: ((ViewNode) -> Void)? {
        get { layoutHandler }
        set { layoutHandler = newValue }
    }
    /// The stored ``layout``: private, so its per-frame reads carry no exclusivity check.
    private var layoutHandler: ((ViewNode) -> Void)?

    /// Whether the node receives pointer input; default `true`. When `false` the node and its
    /// subtree are skipped by hit-testing.
    public var isUserInteractionEnabled: Bool {
        get { interaction.isEnabled }
        set { NodeInteraction.setEnabled(newValue, on: self) }
    }
    /// How the node takes pointer input; see `NodeInteraction`.
    @exclusivity(unchecked) package var interaction = NodeInteraction()
    /// What the node shows assistive technologies; see `ViewNode+Accessibility`.
    var accessibility = NodeAccessibility()

    /// Activates the element for an assistive technology (a double tap in VoiceOver, Enter on
    /// the focused element), as `accessibilityActivate()` does in UIKit. The default runs
    /// ``accessibilityActivationHandler`` when set, else sends a tap at the centre of the
    /// node's presented frame through the window's pointer input (the next frame delivers it).
    ///
    /// - Returns: Whether something was activated; `false` outside a window.
    open func accessibilityActivate() -> Bool {
        accessibility.activationHandler?() ?? NodeAccessibility.tap(atCentreOf: self)
    }

    /// Handles the escape gesture (VoiceOver's two-finger Z, Escape on a keyboard), as
    /// `accessibilityPerformEscape()` does in UIKit. The window asks the focused element and
    /// then its ancestors, up to the first that returns `true`.
    ///
    /// - Returns: Whether the escape was handled; the default runs
    ///   ``accessibilityEscapeHandler`` and returns `false` without one.
    open func accessibilityPerformEscape() -> Bool {
        accessibility.escapeHandler?() ?? false
    }

    /// Whether `point`, in the node's presented bounds coordinates, counts as inside the node
    /// for hit-testing; by default, whether it lies within the presented bounds.
    ///
    /// As in UIKit (`point(inside:with:)`), ``hitTest(_:)`` never looks at a point outside
    /// this area, so a subview sticking out of its superview is not hit there. Override it to
    /// give a node a touch area other than its bounds, for example to take in a subview's
    /// enlarged target.
    ///
    /// - Parameter point: A point in the node's presented bounds coordinates.
    /// - Returns: `true` when the point is inside the node's touch area.
    open func point(inside point: Point) -> Bool {
        presented.bounds.contains(point)
    }

    /// Creates a node with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates; default `.zero`. A
    ///   non-finite frame is ignored with a warning.
    public init(frame: Rect = .zero) {
        model = VisualState(frameOfNewNode: frame, id: id)
        presented = model
    }

    /// The presented values of the visual properties: what is on screen this frame.
    public var presentation: VisualState { presented }

    /// A value copy of the model values of the visual properties.
    public var modelState: VisualState { model }

    // In the class body, not with the other visual properties, so that TextField can override
    // it: members declared in extensions cannot be overridden.

    /// The text drawn inside the node, or `nil`: CardDeck's `UILabel.text`. Default `nil`.
    ///
    /// Set it from a string literal (`node.text = "Title"`, `node.text = "\(count) items"`),
    /// from a `String` value with `TextContent(name)`, or with a style:
    /// `TextContent("Title", fontSize: 22, isBold: true)`. `node.text?.string = name` changes
    /// the words and keeps the style. A ``TextField`` answers with the text typed into it.
    public var text: TextContent? {
        get { model.text }
        set { NodeAnimations.setAtOnce(self, \.text, to: newValue, mask: .text) }
    }

    /// The text the node draws (its model value), whatever ``text`` answers: a text field's
    /// `text` is what was typed, while it draws a caret or a placeholder. What accessibility
    /// reads and hosts show.
    package var drawnText: TextContent? { model.text }

    /// The text accessibility derives the node's defaults from (whether it is an element, the
    /// ``AccessibilityTraits/staticText`` trait, the label when none is set): what it draws.
    /// A ``TextField`` answers its placeholder, since what it draws carries its caret.
    package var accessibilityText: TextContent? { drawnText }

    /// Whether the presented opacity is on its way to another model value: an animation or a
    /// scrubbed transition is moving it. Hosts may draw such in-between values coarsely.
    package var isAlphaInFlight: Bool { presented.alpha != model.alpha }

    /// Whether the node can take key input as the window's first responder; default `false`.
    /// ``TextField`` answers `true`. Override to take keys, as `UIResponder` subclasses do.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the window shows its software keyboard while the node is first responder;
    /// default `false`. ``TextField`` answers `true`.
    open var wantsSoftwareKeyboard: Bool { false }

    /// Handles a key press while the node is its window's first responder, as
    /// `UIResponder.pressesBegan(_:with:)` does.
    ///
    /// - Parameter press: The key press.
    /// - Returns: Whether the node handled it; default `false`, which lets the window's focus
    ///   system and then the host's own key handler see it.
    open func pressesBegan(_ press: KeyPress) -> Bool { false }

    /// Called when the node became or stopped being its window's first responder; does
    /// nothing by default.
    open func firstResponderStatusDidChange() {}

    /// Lays out the subviews. The default calls ``layout``; override to lay out by code, as
    /// with `UIView.layoutSubviews()`. Called by the window's layout pass, never directly.
    open func layoutSubviews() {
        layout?(self)
    }
}
