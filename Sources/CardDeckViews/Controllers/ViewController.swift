/// A controller that owns a view subtree and the life cycle around it: CardDeck's
/// `UIViewController`.
///
/// The view is created lazily: the first read of ``view`` calls ``loadView()`` and then
/// ``viewDidLoad()``, exactly once. When the view enters a window the controller receives
/// ``viewWillAppear(_:)`` before the insertion and ``viewDidAppear(_:)`` after it; when it
/// leaves, ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``. Children added with
/// ``addChild(_:)`` receive their parent's appearance callbacks right after it (the will-phase
/// runs over the whole controller tree, parent before children, then the did-phase), as long
/// as their views sit inside the parent's view and the parent's
/// ``shouldAutomaticallyForwardAppearanceMethods`` is `true`. An appearance state per
/// controller guarantees the callbacks are balanced: a controller never gets two
/// `viewWillAppear(_:)` in a row, nor a `viewDidDisappear(_:)` without a
/// `viewWillDisappear(_:)` first.
///
/// Subclass it and override the `open` members, calling `super` as in UIKit.
@MainActor
open class ViewController {
    /// The view and where its loading stands; see `ViewLoading`.
    var loading = ViewLoading()
    private let liveObject = LiveObjects.Token(.viewController)

    /// The preferred content size as stored, already sanitized.
    var preferredContentSizeStorage = Size.zero
    /// The appearance callbacks' state; see `ViewController+Appearance`.
    var appearance = AppearanceCycle()
    /// The window whose root view controller this is, if any.
    weak var hostWindow: Window?

    /// Where the controller stands in its appearance callbacks; starts ``AppearanceState/disappeared``.
    package var appearanceState: AppearanceState { appearance.state }

    /// A short human-readable title, as shown by containers such as a navigation bar; default
    /// `nil`. A parent that shows its children's titles hears about every change.
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            (parent as? any ChildTitleObserver)?.childTitleDidChange(self)
        }
    }

    /// The child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []

    /// The container this controller is a child of, or `nil`.
    public internal(set) weak var parent: ViewController?

    /// Whether the controller is appearing because it is being presented; default `false`.
    ///
    /// Set by the presentation machinery for the length of the presentation transition. While
    /// it is `true` the window does not drive this controller's appearance callbacks; the
    /// presentation calls ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()`` itself.
    public package(set) var isBeingPresented = false

    /// Whether the controller is disappearing because it is being dismissed; default `false`.
    ///
    /// Set by the presentation machinery for the length of the dismissal transition; see
    /// ``isBeingPresented``.
    public package(set) var isBeingDismissed = false

    /// Whether the controller is being added to a parent; default `false`.
    ///
    /// `true` from ``addChild(_:)`` until ``didMove(toParent:)`` runs, so the appearance
    /// callbacks of a child being added can tell that they are part of the containment change.
    public internal(set) var isMovingToParent = false

    /// Whether the controller is being removed from its parent; default `false`.
    ///
    /// `true` from ``willMove(toParent:)`` with `nil` until ``removeFromParent()`` finishes, so
    /// the disappearance callbacks of a child being removed can tell why they happen. A
    /// container that keeps the child after all (a cancelled interactive pop) clears it.
    public package(set) var isMovingFromParent = false

    /// The object told about ``preferredContentSize`` changes when the controller has no
    /// parent: the presentation controller that shows it.
    package weak var preferredContentSizeReceiver: (any ContentContainer)?

    /// Storage for the presentation machinery (CardDeckTransitions): presentation style,
    /// transitioning delegate and the presentations this controller takes part in.
    package var transitionStorage: AnyObject?

    /// The presentation controller of the presentation this controller makes, which also
    /// receives ``viewWillTransition(to:with:)`` when the window changes size.
    package weak var presentedContentContainer: (any ContentContainer)?

    /// The coordinator of the transition this controller takes part in right now.
    package weak var activeTransitionCoordinator: (any TransitionCoordinator)?

    /// Creates a controller whose view is not loaded yet.
    public init() {}

    /// The root of the controller's view subtree, loaded on first access.
    ///
    /// Reading it loads the view if needed (``loadView()``, then ``viewDidLoad()``). Assign it
    /// inside ``loadView()`` to supply your own view. Assigning it from outside before the view
    /// is loaded counts as loading it, so ``viewDidLoad()`` still runs exactly once. A node that
    /// is already another controller's view, or a window's root node, is refused with a warning.
    /// Replacing a loaded view leaves the old node where it is in the tree.
    public var view: ViewNode {
        get { ViewLoading.view(of: self) }
        set { ViewLoading.setView(newValue, of: self) }
    }

    /// The view if it is loaded, else `nil`; never loads it.
    public var viewIfLoaded: ViewNode? { loading.view }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loading.view != nil }

    /// Loads the view now if it is not loaded yet, calling ``loadView()`` and
    /// ``viewDidLoad()``.
    public func loadViewIfNeeded() { ViewLoading.loadIfNeeded(self) }

    /// Creates the view. Called once, the first time ``view`` is read; never call it yourself.
    ///
    /// The default creates a plain ``ViewNode`` whose frame is the bounds of the controller's
    /// window when it is known (the window it is the root of, or its parent's), else `.zero`.
    /// Override it to assign your own node to ``view``, without calling `super`.
    open func loadView() {
        view = ViewLoading.defaultView(of: self)
    }

    /// Called once, after the view is loaded. The default does nothing.
    open func viewDidLoad() {}

    /// Called before the view enters a window (or before a manual appearance transition).
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view entered a window (or at the end of a manual appearance
    /// transition).
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves its window (or before a manual disappearance transition).
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left its window (or at the end of a manual disappearance
    /// transition).
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller forwards its appearance callbacks to its children; default `true`.
    ///
    /// When `false` the children whose views enter or leave a window with this controller's
    /// view get no automatic callbacks; call their ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()`` yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Called just before the controller is added to or removed from a container.
    ///
    /// ``addChild(_:)`` calls it with the new parent for you; before removing a child, call it
    /// with `nil` yourself, then ``removeFromParent()``. Call `super` when you override it: the
    /// default sets ``isMovingFromParent`` when `parent` is `nil`.
    ///
    /// - Parameter parent: The new parent, or `nil` when the controller is being removed.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil, self.parent != nil { isMovingFromParent = true }
    }

    /// Called just after the controller was added to or removed from a container.
    ///
    /// ``removeFromParent()`` calls it with `nil` for you; after adding a child and its view,
    /// call it with the parent yourself. Call `super` when you override it: the default ends
    /// ``isMovingToParent``.
    ///
    /// - Parameter parent: The new parent, or `nil` when the controller was removed.
    open func didMove(toParent parent: ViewController?) {
        isMovingToParent = false
    }

    /// The size the controller would like its view to have, in points; default `.zero`.
    ///
    /// Containers and presentation controllers read it to size the view (a bottom sheet fits
    /// its height to it). Each change calls the parent's
    /// ``preferredContentSizeDidChange(forChildContentContainer:)`` or, without a parent, the
    /// presentation controller's. Components must be finite and ≥ 0: a negative component
    /// becomes 0 and a non-finite one keeps its previous value, with a warning. Setting the
    /// current value notifies no one.
    open var preferredContentSize: Size {
        get { preferredContentSizeStorage }
        set { updatePreferredContentSize(newValue) }
    }

    /// Called when a child's ``preferredContentSize`` changed. The default does nothing.
    ///
    /// - Parameter container: The child whose preferred size changed.
    open func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {}

    /// Called before the window (or the container) changes the size of the controller's view.
    ///
    /// The view still has its old size; animations added to the coordinator run once the new
    /// size is set. The default forwards the call to every child, with the size that
    /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it. Call `super` when
    /// you override it.
    ///
    /// - Parameters:
    ///   - size: The new size of the view, in points.
    ///   - coordinator: The coordinator of the size change.
    open func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// The size of a child's view within this controller's view of size `parentSize`.
    ///
    /// The default returns `parentSize`.
    ///
    /// - Parameters:
    ///   - container: A child.
    ///   - parentSize: The size of this controller's view, in points.
    /// - Returns: The size of the child's view, in points.
    open func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: Size
    ) -> Size {
        parentSize
    }

    /// The status bar style the controller prefers; default ``StatusBarStyle/default``.
    ///
    /// The window reads it when ``setNeedsStatusBarAppearanceUpdate()`` is called and when the
    /// root view controller changes.
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// The child whose ``preferredStatusBarStyle`` should be used instead of this controller's;
    /// default `nil`.
    open var childForStatusBarStyle: ViewController? { nil }

    /// The window the controller shows in or will show in: its view's window, the window it is
    /// the root of, or its parent's.
    var knownWindow: Window? {
        loading.view?.window ?? hostWindow ?? parent?.knownWindow
    }

    /// The type and title, for warnings.
    var debugName: String {
        "ViewController \(type(of: self))" + (title.map { " \"\($0)\"" } ?? "")
    }
}
