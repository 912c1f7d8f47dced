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
            selectedIdentifier ?? detents.first?.identifier ?? configuration.detents[0].identifier
        }
        set { setSelectedDetentIdentifier(newValue, animated: isAnimatingChanges) }
    }

    /// The stack the card belongs to (it joins when its presentation begins).
    let stack: CardStack
    /// The node the animators move: the presented view inside its card chrome.
    let cardView: CardView
    /// The dimmer, the outside tap and the handle's fade.
    let chrome = CardChrome()
    /// The dimmer, while the presentation shows and dims.
    var dimmingView: ViewNode? { chrome.dimmingView }
    /// The selected detent's identifier; `nil` means the smallest detent.
    var selectedIdentifier: CardDetent.Identifier?
    /// The last detent the delegate heard about.
    var settledIdentifier: CardDetent.Identifier?
    /// What the card is doing right now; see ``CardActivity``. Only ``send(_:)`` changes it.
    private(set) var activity = CardActivity.resting
    /// The animator of the presentation or dismissal running now, which a finger may catch.
    weak var transitionAnimator: CardAnimator?
    /// Whether changes run inside ``animateChanges(_:)`` now.
    var isAnimatingChanges = false
    /// The window geometry the card was last laid out for; see
    /// `layOutForResizeDuringTransition`.
    var laidOutBasis: CardLayoutBasis?
    /// The pan that drags the card.
    let panGestureRecognizer = PanGestureRecognizer()
    /// Tells the delegate where the card is, every frame something moves it.
    var motionReporter = CardMotionReporter()
    /// The card's geometry as last worked out (`nil` until the presentation needs it); see
    /// `geometry`.
    var latestGeometry: CardGeometry?
    /// Whether what the geometry depends on may have changed since it was worked out.
    var geometryIsStale = true
    /// Keeps the card above the keyboard while its content has the first responder.
    private(set) lazy var keyboardAvoidance = CardKeyboardAvoidance(controller: self)
    /// Answers the gestures' and the scroll view's questions.
    private(set) lazy var inputDelegate = CardInputDelegate(controller: self)
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
        selectedIdentifier = configuration.initialDetent
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
        // The resting frame is worked out in the card's own space; the container's is the
        // window's orientation (they differ for a card on another edge than the bottom).
        return geometry.edgeMapping.toWindow(restingFrame(excluding: nil))
    }

    /// The card's presented frame in window coordinates (points): where it is on screen now.
    public var presentedCardFrame: Rect { cardView.presentedFrameInWindow }

    /// Where the card is on screen now, and where that is among its detents and towards
    /// dismissal; what the delegate hears each frame the card moves.
    public var position: CardPosition {
        CardPosition(
            frame: cardView.presentedFrameInWindow,
            top: presentedCardSpaceTop, detents: detents,
            bottom: geometry.cardBottom)
    }

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        invalidateGeometry()
        stack.join(self)
        if let below = cardBelow, below.drag != nil {
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
        cardBelow?.fadeGrabber(visible: false)
        startObservingMotion()
        if let window = hostWindow { keyboardAvoidance.start(in: window) }
        accessibility.presentationWillBegin()
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed {
            // A caught presentation leaves everything where the finger caught it.
            if case .caught = activity {} else { applyPresentedLayout() }
            send(.transitionEnded)
            settledIdentifier = selectedDetent.identifier
            updatePassThrough()
        } else {
            keyboardAvoidance.stop()
            layoutViewsBehind(excluding: self)
            cardBelow?.fadeGrabber(visible: true)
            detachFromStack()
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
            card.detachFromStack()
        }
        stopSettling()
        laidOutBasis = layoutBasis
        containerView?.passesTouchesThrough = false
        if activeInteraction == nil {
            endDragWithoutRelease()
        }
        fadeGrabber(visible: false)
        cardBelow?.fadeGrabber(visible: true)
        startObservingMotion()
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        defer { accessibility.dismissalDidEnd(completed) }
        // The dismissal is over: a finger still down keeps dragging, a cancel is done.
        var detentAfterCancel: CardDetent.Identifier?
        var settlesFromWhereItIs: Double?
        var caught = false
        switch activity {
        case .caught: caught = true
        case .cancellingDismissal(_, let detent, let velocity):
            detentAfterCancel = detent
            settlesFromWhereItIs = velocity
        case .resting, .settling, .dragging, .dismissing: break
        }
        send(.transitionEnded)
        if completed {
            keyboardAvoidance.stop()
            endDragWithoutRelease()
            layoutViewsBehind(excluding: self)
            detachFromStack()
            reportFrameIfMoved()
            stopObservingMotion()
        } else {
            fadeGrabber(visible: true)
            cardBelow?.fadeGrabber(visible: false)
            if caught {
                // A finger caught the dismissal: everything stays where it is for the drag.
                updatePassThrough()
                return
            }
            if let detent = detentAfterCancel, let velocity = settlesFromWhereItIs {
                // Everything is where the cancel left it: the card and the stack behind it
                // move from there to the detent the release chose, at the release velocity.
                selectedIdentifier = detent
                updatePassThrough()
                animateToRest(
                    timing: configuration.snapTiming, velocity: velocity, includingStack: true)
                return
            }
            // Back at rest; if the window changed size meanwhile, in the new geometry.
            applyPresentedLayout()
            updatePassThrough()
            if let detent = detentAfterCancel {
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
        let leaving = leavingCardAbove
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
        let appearance = appearanceBehindSelf(excluding: nil)
        if PropertyAnimator.isCapturingAnimations {
            // Inside someone's animation (a navigation push or pop): move with it.
            stopSettling()
            placeCard(top: restingTop, appearance: appearance)
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

    /// Moves the card's activity on for `event`; see ``CardActivity/next(on:)``.
    func send(_ event: CardEvent) {
        activity = activity.next(on: event)
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
            selectedIdentifier = identifier
            return
        }
        guard detents.contains(where: { $0.identifier == identifier }) else {
            Diagnostics.warn(
                "CardPresentationController: ignored unknown detent \(identifier); detents are "
                    + detents.map(\.identifier.rawValue).joined(separator: ", "))
            return
        }
        guard !isTransitioning, drag == nil else {
            selectedIdentifier = identifier
            return
        }
        settle(on: identifier, velocity: 0, animated: animated)
    }
}
