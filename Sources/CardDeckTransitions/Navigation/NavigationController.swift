import CardDeckViews

/// A container that shows a stack of controllers, one at a time, under a navigation bar:
/// CardDeck's `UINavigationController`.
///
/// The stack's controllers are real children: a push calls `addChild` (the controller's
/// `willMove(toParent:)`) at once and `didMove(toParent:)` when the transition ends; a pop calls
/// `willMove(toParent: nil)` at once and `removeFromParent()` when it ends. The outgoing and
/// incoming top controllers get their appearance callbacks in UIKit's navigation order —
/// outgoing `viewWillDisappear`, incoming `viewWillAppear`, then, when the transition ends,
/// outgoing `viewDidDisappear`, incoming `viewDidAppear` — while `transitionCoordinator`
/// describes the transition. A cancelled interactive pop balances them as UIKit does: the
/// incoming controller gets `viewWillDisappear` and `viewDidDisappear`, then the outgoing one
/// `viewWillAppear` and `viewDidAppear`. Controllers popped from below the top get only the containment calls.
/// The delegate hears `willShow` after the will-callbacks and `didShow` after the
/// did-callbacks and containment calls; the coordinator's completion blocks run last.
/// `children` lists the stack's controllers in the order they were added, which after
/// ``setViewControllers(_:animated:)`` may differ from ``viewControllers``.
///
/// **Layout.** The view holds ``navigationBar`` at the top — ``navigationBarHeight`` points
/// plus the part of the window's top safe area the view overlaps — showing the top
/// controller's `title` as its text, and ``contentView`` below it, which clips to its bounds
/// and holds the top controller's view at its full size.
///
/// **Transitions.** Pushes and pops slide (see ``NavigationControllerDelegate`` for custom
/// animators and interaction controllers). While one runs, further pushes, pops and
/// ``setViewControllers(_:animated:)`` are refused with a warning in `Diagnostics`, as UIKit
/// refuses them (it logs "unbalanced calls" or worse); start the next change from the
/// coordinator's completion or from `viewDidAppear(_:)`. A change is made without animation
/// when the view is not in a window, and without any view work when the view is not loaded
/// yet. ``interactivePopGestureRecognizer`` pops by swiping from the left edge.
///
/// **Preferred content size.** The navigation controller's `preferredContentSize` follows the
/// top controller's: the same width, and its height plus ``navigationBarHeight`` (`.zero` while
/// the top controller prefers `.zero`). It changes when the top controller's preference changes
/// and, alongside the push or pop animation, when the top controller changes, so a
/// presentation controller that resizes its view when told follows the navigation animation.
open class NavigationController: ViewController, ChildTitleObserver {
    /// The height of the bar below the safe area, in points: 44.
    public static let navigationBarHeight: Double = 44

    /// The object told about shown controllers and asked for animators; default `nil`. Weak.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// The recognizer of the swipe from the left window edge that pops the top controller
    /// interactively. It begins only when the stack holds two controllers or more and no
    /// transition runs. Set `isEnabled = false` to turn the swipe off.
    ///
    /// The pop follows the finger: progress is the horizontal translation over the view's
    /// width. On release it finishes when the projected progress — progress plus the
    /// distance `DecelerationRate.normal` projects the horizontal release velocity to,
    /// over the width — is at least 0.5, and cancels otherwise, handing the release velocity
    /// (in widths per second) to the completion spring. The swipe scrubs the delegate's
    /// animator too, if it is interruptible; when the delegate vends its own interaction
    /// controller for the pop, the swipe only starts the pop and the delegate drives it.
    public let interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer

    /// The controllers on the stack, bottom (root) first.
    var stack: [ViewController]
    /// The running push or pop, if any.
    var transition: NavigationTransition?
    /// The interaction controller the edge swipe drives while its pop runs.
    var gestureInteraction: PercentDrivenInteractiveTransition?
    var loadedBar: ViewNode?
    var loadedContent: ViewNode?

    /// Creates a navigation controller showing one controller.
    ///
    /// The root controller becomes a child at once (`willMove` and `didMove(toParent:)`).
    /// A controller that cannot become a child — it has a parent, is presented, is the root
    /// view controller of a window or is a navigation controller — is refused with a warning
    /// in `Diagnostics`, and the stack starts empty until ``setViewControllers(_:animated:)``
    /// fills it.
    ///
    /// - Parameter rootViewController: The bottom controller of the stack.
    public init(rootViewController: ViewController) {
        stack = []
        interactivePopGestureRecognizer = InteractivePopGestureRecognizer()
        super.init()
        interactivePopGestureRecognizer.edges = .left
        interactivePopGestureRecognizer.name = "navigation.interactivePop"
        (interactivePopGestureRecognizer as? InteractivePopGestureRecognizer)?.navigation = self
        interactivePopGestureRecognizer.addTarget { [weak self] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            self?.handleInteractivePop(pan)
        }
        if let reason = refusal(toAdd: rootViewController, to: []) {
            Diagnostics.warn(
                "NavigationController: refused root view controller "
                    + "\(type(of: rootViewController)): \(reason)")
            return
        }
        addChild(rootViewController)
        guard rootViewController.parent === self else { return }
        stack = [rootViewController]
        rootViewController.didMove(toParent: self)
        updatePreferredContentSize()
    }

    /// The controllers on the stack, root first; the last one is on top. During a push or pop
    /// it already holds the stack the transition leads to (a cancelled pop restores the old
    /// one).
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack, or `nil` when the stack is empty.
    public var topViewController: ViewController? { stack.last }

    /// The controller whose view the user sees: the controller presented over the navigation
    /// controller if there is one, else ``topViewController``.
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController
    }

    /// The bar at the top of the view, showing the top controller's title as its text (bold,
    /// centred, 17 pt); loads the view.
    public var navigationBar: ViewNode {
        loadViewIfNeeded()
        return loadedBar ?? ViewNode()
    }

    /// The area below ``navigationBar`` that holds the top controller's view and the views of a
    /// running transition (its transition context's container); loads the view.
    public var contentView: ViewNode {
        loadViewIfNeeded()
        return loadedContent ?? ViewNode()
    }

    /// Whether a push or pop is running.
    public var isTransitioning: Bool { transition != nil }

    /// Builds the view: the content area, the bar above it and the edge swipe recognizer; the
    /// top controller's view goes into the content area.
    public final override func loadView() {
        super.loadView()
        let root = view
        root.accessibilityIdentifier = "navigation.view"
        let content = ViewNode()
        content.clipsToBounds = true
        content.accessibilityIdentifier = "navigation.content"
        let bar = ViewNode()
        bar.backgroundColor = Color(white: 0.97)
        bar.accessibilityIdentifier = "navigation.bar"
        loadedContent = content
        loadedBar = bar
        root.addSubview(content)
        root.addSubview(bar)
        root.addGestureRecognizer(interactivePopGestureRecognizer)
        root.layout = { [weak self] _ in self?.layoutNavigationViews() }
        content.layout = { [weak self] _ in self?.layoutTopView() }
        if let top = topViewController { content.addSubview(top.view) }
        updateNavigationBarTitle()
        layoutNavigationViews()
        // Lays out again once in a window, where the safe area is known.
        root.setNeedsLayout()
    }

    /// Lays the bar out again before the view appears, since the part of the safe area it
    /// overlaps depends on where the view is shown; call `super` when you override it.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The window is about to change size: lays the bar and content out again once it has.
    ///
    /// - Parameters:
    ///   - size: The new size of the view, in points.
    ///   - coordinator: The coordinator of the size change.
    open override func viewWillTransition(
        to size: Size, with coordinator: any TransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.viewIfLoaded?.setNeedsLayout() },
            completion: nil)
    }

    /// A child's preferred size changed. When it is the top controller, the navigation
    /// controller's `preferredContentSize` follows (alongside a running transition); call
    /// `super` when you override it.
    ///
    /// - Parameter container: The child whose preferred size changed.
    open override func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        childPreferredContentSizeDidChange(container)
    }

    /// A child's title changed; the bar follows the top controller's.
    ///
    /// - Parameter child: The child whose title changed.
    package func childTitleDidChange(_ child: ViewController) {
        if child === topViewController { updateNavigationBarTitle() }
    }

    /// The bar's height: ``navigationBarHeight`` plus the top safe-area inset the view
    /// overlaps in its window.
    var navigationBarFullHeight: Double {
        guard let root = viewIfLoaded, let window = root.window else {
            return Self.navigationBarHeight
        }
        let top = root.convert(Point.zero, to: nil).y
        return Self.navigationBarHeight + max(window.safeAreaInsets.top - top, 0)
    }

    /// Places the bar and the content area in the view.
    func layoutNavigationViews() {
        guard let root = viewIfLoaded, let bar = loadedBar, let content = loadedContent else {
            return
        }
        let size = root.bounds.size
        let barHeight = min(navigationBarFullHeight, size.height)
        bar.frame = Rect(x: 0, y: 0, width: size.width, height: barHeight)
        content.frame = Rect(x: 0, y: barHeight, width: size.width, height: size.height - barHeight)
        layoutTopView()
    }

    /// Fits the top controller's view to the content area. While a transition moves the views,
    /// each untransformed one keeps its origin and takes the content area's size, so a change
    /// of height laid out alongside the transition animates with it.
    func layoutTopView() {
        guard let content = loadedContent else { return }
        guard transition == nil else {
            for view in content.subviews where view.transform == .identity {
                view.frame = Rect(origin: view.frame.origin, size: content.bounds.size)
            }
            return
        }
        guard let top = topViewController?.viewIfLoaded, top.superview === content else { return }
        top.frame = content.bounds
    }

    /// Shows the top controller's title in the bar.
    func updateNavigationBarTitle() {
        guard let bar = loadedBar else { return }
        bar.text = topViewController?.title.map {
            TextContent($0, fontSize: 17, isBold: true, alignment: .center)
        }
    }
}
