import CardDeckMotion
import CardDeckTransitions
import CardDeckViews

/// The presentation controller of a card: it places the card at its detent, stacks the cards
/// behind it, draws the dimmer and grabber, and turns drags into detent changes or an
/// interactive dismissal. CardDeck's `UISheetPresentationController`.
///
/// You never create one: `presentCard(_:configuration:animated:completion:)` does. Reach it
/// through `viewController.cardPresentationController` to read or change the selected detent
/// and to set a ``CardPresentationControllerDelegate``.
@MainActor
public final class CardPresentationController: PresentationController {
    private let liveObject = LiveObjects.Token(.cardPresentationController)

    /// The card's configuration, with every value in its documented range.
    ///
    /// It can change while the card is presented, as a `UISheetPresentationController`'s
    /// properties can: the detents (re-resolved at once), the largest undimmed detent, the
    /// dimmer, the grabber's visibility, the corner radius, the background, tap to dismiss,
    /// interactive dismissal, the release behaviour and the timings. Set it inside
    /// ``animateChanges(_:)`` to animate the change; outside, the card moves at once. What
    /// shapes the stack and the chrome stays as presented (`grabberStyle`, `stacksBackCards`,
    /// `horizontalInset`, `backFadeAlpha`, `verticalInset`, `verticalSpacing`,
    /// `dismissAreaHeight`, `dragsFromOutsideCard`): a change to those is undone with a
    /// warning. A pull bar hidden after presentation hides its pill; its 20 pt stay. Values
    /// outside their ranges are clamped, as at presentation.
    public var configuration: CardConfiguration {
        didSet {
            // Assigned inside its own observer, so this does not call it again.
            configuration = configuration.accepted(replacing: oldValue)
            configurationDidChange()
        }
    }
    /// The card's position in the stack: 1 for a card presented from a controller that is not
    /// a card, one more than its presenter's otherwise.
    public let stackLevel: Int
    /// The detents resolved for the current geometry, smallest height first; never empty once
    /// the presentation has begun.
    public var detents: [ResolvedDetent] { latestGeometry == nil ? [] : geometry.detents }

    /// The detent the card rests on (or is settling towards). Setting it moves the card
    /// without animation; use ``setSelectedDetentIdentifier(_:animated:)`` to animate. An
    /// identifier that is not among ``detents`` leaves the card on the smallest detent.
    public var selectedDetentIdentifier: CardDetent.Identifier {
        get {
            selection.selected ?? detents.first?.identifier
                ?? configuration.detents[0].identifier
        }
        set { setSelectedDetentIdentifier(newValue, animated: isAnimatingChanges) }
    }

    /// The stack the card belongs to (it joins when its presentation begins).
    let stack: CardStack
    /// The node the animators move: the presented view inside its card chrome.
    let cardView: CardView
    /// The card view, the dimmer, the outside tap and the handle's fade.
    let chrome: CardChrome
    /// The dimmer, while the presentation shows and dims.
    var dimmingView: ViewNode? { chrome.dimmingView }
    /// The selected detent, and the last one the delegate heard about.
    var selection: CardDetentSelection {
        didSet { tellStack() }
    }
    /// What the card is doing right now; see ``CardActivity``. Only ``send(_:)`` changes it.
    private(set) var activity = CardActivity.resting
    /// The animator of the presentation or dismissal running now, which a finger may catch.
    weak var transitionAnimator: CardAnimator?
    /// Whether changes run inside ``animateChanges(_:)`` now: the scope of that UIKit call,
    /// which the setters it wraps read.
    var isAnimatingChanges = false
    /// The window geometry the card was last laid out for; see
    /// `layOutForResizeDuringTransition`.
    var laidOutBasis: CardLayoutBasis?
    /// The pan that drags the card.
    let panGestureRecognizer = PanGestureRecognizer()
    /// Tells the delegate where the card is, every frame something moves it.
    var motionReporter = CardMotionReporter()
    /// The card's geometry as last worked out (`nil` until the presentation needs it).
    private var latestGeometry: CardGeometry?
    /// Whether what the geometry depends on may have changed since it was worked out.
    private var geometryIsStale = true
    /// Keeps the card above the keyboard while its content has the first responder.
    private(set) lazy var keyboardAvoidance = CardKeyboardAvoidance(
        cardView: cardView, configuration: configuration
    ) { [weak self] in self?.keyboardInsetDidChange() }
    /// Answers the gestures' questions.
    private(set) lazy var inputDelegate = CardInputDelegate(
        chrome: chrome, pan: panGestureRecognizer
    ) { [weak self] in self?.dragMayBegin ?? false }
    /// How the card appears to assistive technologies; see ``CardAccessibility``.
    private(set) lazy var accessibility = CardAccessibility(controller: self)

    init(
        presented: ViewController, presenting: ViewController?,
        configuration: CardConfiguration, level: Int, stack: CardStack
    ) {
        self.configuration = configuration
        stackLevel = level
        self.stack = stack
        // A handle is always there (shown or not, as the configuration says now); a pull bar
        // only when shown at presentation, as it takes room. A navigation controller, with
        // its bar, gets no handle.
        let grabber: CardGrabberStyle? =
            switch configuration.grabberStyle {
            case .handle: presented is NavigationController ? nil : .handle
            case .pullBar: configuration.prefersGrabberVisible ? .pullBar : nil
            }
        cardView = CardView(
            content: presented.view, configuration: configuration, grabberStyle: grabber)
        chrome = CardChrome(cardView: cardView)
        selection = CardDetentSelection(selected: configuration.initialDetent)
        super.init(presentedViewController: presented, presenting: presenting)
        installGestures()
    }

    // MARK: PresentationController

    /// The card chrome around the presented controller's view.
    public override var presentedView: ViewNode? { cardView }

    /// `false` when the card is presented in the current context
    /// (``CardConfiguration/presentsInCurrentContext``): its stack then lives in the context
    /// controller's area. See <doc:PresentationContexts>.
    public override var shouldPresentInFullscreen: Bool {
        !configuration.presentsInCurrentContext
    }

    /// The card's resting frame: its selected detent, inset while cards are stacked over it.
    public override var frameOfPresentedViewInContainerView: Rect {
        // Worked out in the card's own space; the container's is the window's orientation.
        geometry.edgeMapping.toWindow(restingFrame(excluding: nil))
    }

    /// The card's presented frame in window coordinates (points): where it is on screen now.
    public var presentedCardFrame: Rect { cardView.presentedFrameInWindow }

    /// Where the card is on screen now, and where that is among its detents and towards
    /// dismissal; what the delegate hears each frame the card moves.
    public var position: CardPosition { position(frame: cardView.presentedFrameInWindow) }

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        invalidateGeometry()
        stack.join(self)
        refreshGeometry(reusingDetents: true)  // the stack's layout counts this card from now
        if let below = stack.card(below: self), below.drag != nil {
            // A card presented over one being dragged: the drag ends where the card rests.
            below.endDragWithoutRelease()
            below.settle(on: below.selectedDetent.identifier, velocity: 0, animated: false)
        }
        resolveDetents()  // also forgets a selected detent that does not resolve
        installChrome()
        laidOutBasis = layoutBasis
        if let container = containerView, cardView.superview !== container {
            container.addSubview(cardView)
            placeForPresentation()
        }
        fadeGrabber(visible: true, from: 0)
        stack.card(below: self)?.fadeGrabber(visible: false)
        startObservingMotion()
        if let window = hostWindow { keyboardAvoidance.start(in: window, container: containerView) }
        accessibility.presentationWillBegin()
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed {
            // A caught presentation leaves everything where the finger caught it.
            if case .caught = activity {} else { applyPresentedLayout() }
            send(.transitionEnded)
            selection.markSettled(on: selectedDetent.identifier)
            updatePassThrough()
        } else {
            keyboardAvoidance.stop()
            stack.layOutCards(below: self, leaving: self)
            stack.card(below: self)?.fadeGrabber(visible: true)
            stack.leave(self)
        }
        reportFrameIfMoved()
        accessibility.presentationDidEnd(completed)
    }

    public override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        invalidateGeometry()
        // Cards removed from under this one (a dismissal from low in the chain hides them at
        // once) are gone from the screen already: the stack lays out without them as this
        // card leaves.
        for card in stack.cards where card !== self && card.containerView?.isHidden == true {
            stack.leave(card)
        }
        stopSettling()
        laidOutBasis = layoutBasis
        containerView?.passesTouchesThrough = false
        if activity.scrubbedDismissal == nil { endDragWithoutRelease() }
        fadeGrabber(visible: false)
        stack.card(below: self)?.fadeGrabber(visible: true)
        startObservingMotion()
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        defer { accessibility.dismissalDidEnd(completed) }
        // The dismissal is over: a finger still down keeps dragging, a cancel is done.
        let cancelled = activity.afterCancelledDismissal
        send(.transitionEnded)
        if completed {
            keyboardAvoidance.stop()
            endDragWithoutRelease()
            stack.layOutCards(below: self, leaving: self)
            stack.leave(self)
            reportFrameIfMoved()
            stack.stopWatching(self)
            return
        }
        fadeGrabber(visible: true)
        stack.card(below: self)?.fadeGrabber(visible: false)
        switch cancelled {
        case .staysCaught:
            // A finger caught the dismissal: everything stays where it is for the drag.
            updatePassThrough()
        case .settlesFromWhereItIs(let detent, let velocity):
            // Everything is where the cancel left it: the card and the stack behind it move
            // from there to the detent the release chose, at the release velocity.
            selection.selected = detent
            updatePassThrough()
            animateToRest(
                timing: configuration.snapTiming, velocity: velocity, includingStack: true)
        case .returnsToRest(let detent):
            // Back at rest; if the window changed size meanwhile, in the new geometry.
            applyPresentedLayout()
            updatePassThrough()
            if let detent {
                settle(on: detent, velocity: 0, animated: true)
            } else {
                notifyIfSettledOnNewDetent()
            }
        }
    }

    public override func containerViewWillLayoutSubviews() {
        invalidateGeometry()
        guard let container = containerView else { return }
        dimmingView?.frame = container.bounds
        stack.layOutBackdrop()
        guard !isTransitioning else {
            layOutForResizeDuringTransition()
            return
        }
        if let basis = laidOutBasis, basis.windowDiffers(from: layoutBasis), drag != nil {
            // The window changed under the finger: the drag ends where it is, as UIKit cancels
            // touches on rotation, and the card goes to rest in the new geometry.
            endDragWithoutRelease()
        }
        laidOutBasis = layoutBasis
        resolveDetents()
        let leaving = stack.leavingCard(above: self)
        if drag == nil {
            stopSettling()
            placeCard(top: restingTop, appearance: appearanceBehindSelf(excluding: leaving))
        }
        if stack.bottomCard === self { stack.placeBottomView(leaving: leaving) }
        updatePassThrough()
    }

    public override func preferredContentSizeDidChange(
        forChildContentContainer container: any ContentContainer
    ) {
        guard containerView != nil else { return }
        resolveDetents()
        guard !isTransitioning, drag == nil else { return }
        if PropertyAnimator.isCapturingAnimations {
            // Inside someone's animation (a navigation push or pop): move with it.
            stopSettling()
            placeCard(top: restingTop, appearance: appearanceBehindSelf(excluding: nil))
            updatePassThrough()
        } else {
            animateToRest(timing: configuration.resizeTiming, velocity: 0)
        }
    }

    /// Stacked cards sit over a black backdrop, so a card that asks for the `.default` style
    /// gets `.lightContent`; other styles (and cards that do not stack) are left alone.
    ///
    /// - Parameter style: The front card's preferred style.
    /// - Returns: The style the window shows.
    public override func resolvedStatusBarStyle(_ style: StatusBarStyle) -> StatusBarStyle {
        configuration.stacksBackCards && style == .default ? .lightContent : style
    }

    // MARK: Activity and geometry

    /// Moves the card's activity on for `event`; see ``CardActivity/next(on:)``.
    func send(_ event: CardEvent) {
        activity = activity.next(on: event)
    }

    /// The running drag, if the card is following a finger.
    var drag: CardDrag? { activity.drag }

    /// Whether nothing animates the card now: no transition, settle or grabber fade.
    var isStill: Bool {
        if case .settling = activity { return false }
        return !isTransitioning && !chrome.isFadingGrabber
    }

    /// The card's geometry for the window, area, keyboard, content and configuration as they
    /// are now: worked out once and kept until `invalidateGeometry()` (a drag reads it every
    /// frame, and none of it changes under a drag).
    var geometry: CardGeometry {
        if !geometryIsStale, let latestGeometry { return latestGeometry }
        return refreshGeometry(reusingDetents: true)
    }

    /// Forgets the card's geometry: called whenever what it depends on may have changed —
    /// the window's size, safe area or layout direction (each lays the container out), the
    /// context's area (the same), the keyboard, the configuration, a transition beginning.
    func invalidateGeometry() {
        geometryIsStale = true
    }

    /// Works the card's geometry out again from what it depends on now, keeping the detents
    /// when they resolve from the same values and `reusingDetents`; a selected detent that no
    /// longer resolves is forgotten (the card goes to the smallest).
    @discardableResult
    func refreshGeometry(reusingDetents: Bool) -> CardGeometry {
        let area = area
        let made = CardGeometry(
            CardGeometryInputs(
                configuration: configuration, stackLevel: stackLevel, stackArea: area.bounds,
                safeAreaInsets: area.safeAreaInsets, keyboardInset: keyboardAvoidance.inset,
                layoutDirection: area.layoutDirection,
                preferredContentSize: presentedViewController.preferredContentSize,
                chromeHeight: cardView.chromeHeight),
            reusingDetentsOf: reusingDetents ? latestGeometry : nil)
        latestGeometry = made
        geometryIsStale = false
        selection.forgetUnresolved(among: made.detents)
        tellStack()
        return made
    }

    /// Gives the stack what its layout needs of this card: its geometry as last worked out and
    /// its resting top.
    private func tellStack() {
        guard let latestGeometry else { return }
        stack.update(
            self, geometry: latestGeometry,
            restingTop: selection.detent(among: latestGeometry.detents).top)
    }

    // MARK: Selecting detents

    /// Moves the card to a detent.
    ///
    /// - Parameters:
    ///   - identifier: One of ``detents``; others are ignored with a warning.
    ///   - animated: Whether to animate with ``CardConfiguration/snapTiming``; default `true`.
    public func setSelectedDetentIdentifier(
        _ identifier: CardDetent.Identifier, animated: Bool = true
    ) {
        guard containerView != nil, !detents.isEmpty else {
            selection.selected = identifier
            return
        }
        guard detents.contains(where: { $0.identifier == identifier }) else {
            Diagnostics.warn(
                "CardPresentationController: ignored unknown detent \(identifier); detents are "
                    + detents.map(\.identifier.rawValue).joined(separator: ", "))
            return
        }
        guard !isTransitioning, drag == nil else {
            selection.selected = identifier
            return
        }
        settle(on: identifier, velocity: 0, animated: animated)
    }
}
