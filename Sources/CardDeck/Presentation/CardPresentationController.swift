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
    /// `dismissAreaHeight`, `dragsFromOutsideCard`, `edge`, `presentsInCurrentContext`): a
    /// change to those is undone with a warning. A pull bar hidden after presentation hides its pill; its 20 pt stay. Values
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
    public var detents: [ResolvedDetent] { layout.latest == nil ? [] : geometry.detents }

    /// The detent the card rests on (or is settling towards), as
    /// `UISheetPresentationController.selectedDetentIdentifier`; before a first selection,
    /// ``CardConfiguration/initialDetent`` or else the smallest detent.
    ///
    /// Setting it moves the card, its dimmer and the stack behind it at once; inside
    /// ``animateChanges(_:)`` they animate on ``CardConfiguration/snapTiming``, as in UIKit:
    ///
    /// ```swift
    /// let sheet = card.cardPresentationController!
    /// sheet.animateChanges { sheet.selectedDetentIdentifier = .large }   // animates
    /// sheet.selectedDetentIdentifier = .medium                          // jumps
    /// ```
    ///
    /// An identifier that is not among ``detents`` is ignored with a warning in `Diagnostics`,
    /// and the card stays where it is. Set before the presentation, or while a drag or a
    /// transition runs, it is remembered and the card rests there when that ends. Once the
    /// card settles on a new detent the delegate hears
    /// ``CardPresentationControllerDelegate/cardPresentationControllerDidChangeSelectedDetentIdentifier(_:)``
    /// (unlike UIKit, which tells it only of the user's changes).
    /// ``setSelectedDetentIdentifier(_:animated:)`` does the same with the animation chosen
    /// by a `Bool`.
    public var selectedDetentIdentifier: CardDetent.Identifier {
        get {
            layout.selection.selected ?? detents.first?.identifier
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
    /// The card's geometry as last worked out, its selected detent and the window geometry it
    /// was laid out for.
    let layout: CardLayout
    /// The drag, the settles and the caught transitions, with the card's ``CardActivity``.
    let motion: CardMotion
    /// The pan that drags the card.
    let panGestureRecognizer = PanGestureRecognizer()
    /// Tells the delegate where the card is, every frame something moves it.
    var motionReporter = CardMotionReporter()
    /// Keeps the card above the keyboard while its content has the first responder.
    private(set) lazy var keyboardAvoidance = CardKeyboardAvoidance(
        cardView: cardView, configuration: configuration
    ) { [weak self] in self?.keyboardInsetDidChange() }
    /// Answers the gestures' questions.
    private(set) lazy var inputDelegate = CardInputDelegate(
        chrome: chrome, pan: panGestureRecognizer
    ) { [weak self] in self.map { $0.motion.dragMayBegin(in: $0.motionSituation) } ?? false }
    /// How the card appears to assistive technologies; see ``CardAccessibility``.
    private(set) lazy var accessibility = CardAccessibility(cardView: cardView) {
        [weak self] request in
        self.map { $0.motion.carryOut(request, in: $0.motionSituation) } ?? false
    }

    init(
        presented: ViewController, presenting: ViewController?,
        configuration: CardConfiguration, level: Int, stack: CardStack
    ) {
        self.configuration = configuration
        stackLevel = level
        self.stack = stack
        cardView = CardView(
            content: presented.view, configuration: configuration,
            grabberStyle: .presented(
                with: configuration, contentHasNavigationBar: presented is NavigationController))
        chrome = CardChrome(cardView: cardView)
        // The stack lays out from the values the layout hands on, never reading the card.
        layout = CardLayout(initialDetent: configuration.initialDetent) {
            [unowned stack] layout, geometry, restingTop in
            stack.update(layout, geometry: geometry, restingTop: restingTop)
        }
        motion = CardMotion(chrome: chrome, layout: layout, pan: panGestureRecognizer)
        super.init(presentedViewController: presented, presenting: presenting)
        motion.attach(to: self)
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
        let geometry = geometry
        return geometry.edgeMapping.toWindow(stage.restingFrame(excluding: nil, in: geometry))
    }

    /// The card's presented frame in window coordinates (points): where it is on screen now.
    public var presentedCardFrame: Rect { cardView.presentedFrameInWindow }

    /// Where the card is on screen now, and where that is among its detents and towards
    /// dismissal; what the delegate hears each frame the card moves.
    public var position: CardPosition { position(frame: cardView.presentedFrameInWindow) }

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        layout.invalidate()
        stack.join(self)
        refreshGeometry(reusingDetents: true)  // the stack's layout counts this card from now
        // A card presented over one being dragged: the drag ends where the card rests.
        stack.card(below: self).map { $0.motion.endDragAtRest(in: $0.motionSituation) }
        resolveDetents()  // also forgets a selected detent that does not resolve
        installChrome()
        layout.laidOutBasis = layoutBasis
        if let container = containerView, cardView.superview !== container {
            container.addSubview(cardView)
            stage.placeForPresentation(
                initialFrame: configuration.initialTransitionFrame, in: geometry)
        }
        let animated = transitionAnimates
        fadeGrabber(visible: true, from: 0, animated: animated)
        stack.card(below: self)?.fadeGrabber(visible: false, animated: animated)
        startObservingMotion()
        if let window = hostWindow { keyboardAvoidance.start(in: window, container: containerView) }
        accessibility.presentationWillBegin(
            in: hostWindow, container: containerView,
            situation: motion.accessibilitySituation(in: motionSituation))
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed {
            // A caught presentation leaves everything where the finger caught it.
            if case .caught = motion.activity {} else { applyPresentedLayout() }
            motion.send(.transitionEnded)
            layout.selection.markSettled(on: selectedDetent.identifier)
            updatePassThrough()
        } else {
            keyboardAvoidance.stop()
            stack.layOutCards(below: self, leaving: self)
            stack.card(below: self)?.fadeGrabber(visible: true)
            stack.leave(self)
        }
        reportFrameIfMoved()
        accessibility.presentationDidEnd(
            completed, in: hostWindow, container: containerView,
            situation: motion.accessibilitySituation(in: motionSituation))
    }

    public override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        layout.invalidate()
        // Cards removed from under this one (a dismissal from low in the chain hides them at
        // once) are gone from the screen already: the stack lays out without them as this
        // card leaves.
        for card in stack.cards where card !== self && card.containerView?.isHidden == true {
            stack.leave(card)
        }
        motion.stopSettling()
        layout.laidOutBasis = layoutBasis
        containerView?.interaction.passesTouchesThrough = false
        if motion.activity.scrubbedDismissal == nil { motion.endDragWithoutRelease() }
        let animated = transitionAnimates
        fadeGrabber(visible: false, animated: animated)
        stack.card(below: self)?.fadeGrabber(visible: true, animated: animated)
        startObservingMotion()
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        defer {
            // A completed dismissal gives focus back; a cancelled one leaves the card as it is.
            if completed {
                accessibility.dismissalDidComplete(in: hostWindow, container: containerView)
            } else {
                updateAccessibility()
            }
        }
        // The dismissal is over: a finger still down keeps dragging, a cancel is done.
        let cancelled = motion.activity.afterCancelledDismissal
        motion.send(.transitionEnded)
        if completed {
            keyboardAvoidance.stop()
            motion.endDragWithoutRelease()
            stack.layOutCards(below: self, leaving: self)
            stack.leave(self)
            reportFrameIfMoved()
            stack.stopWatching(self)
            return
        }
        fadeGrabber(visible: true)
        stack.card(below: self)?.fadeGrabber(visible: false)
        motion.continueAfterCancelledDismissal(cancelled, in: motionSituation)
    }

    public override func containerViewWillLayoutSubviews() {
        layout.invalidate()
        guard let container = containerView else { return }
        dimmingView?.frame = container.bounds
        stack.layOutBackdrop()
        guard !isTransitioning else {
            layOutForResizeDuringTransition()
            return
        }
        if let basis = layout.laidOutBasis, basis.windowDiffers(from: layoutBasis), drag != nil {
            // The window changed under the finger: the drag ends where it is, as UIKit cancels
            // touches on rotation, and the card goes to rest in the new geometry.
            motion.endDragWithoutRelease()
        }
        layout.laidOutBasis = layoutBasis
        resolveDetents()
        let leaving = stack.leavingCard(above: self)
        if drag == nil { motion.placeAtRest(in: CardMotionSituation(of: self, excluding: leaving)) }
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
            motion.placeAtRest(in: motionSituation)
            updatePassThrough()
        } else {
            motion.animateToRest(
                timing: configuration.resizeTiming, velocity: 0, in: motionSituation)
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

    // MARK: Geometry

    /// Whether nothing animates the card now: no transition, settle or grabber fade.
    var isStill: Bool { !motion.isSettling && !isTransitioning && !chrome.isFadingGrabber }

    /// The running drag, if the card is following a finger.
    var drag: CardDrag? { motion.drag }

    /// The card's geometry for the window, area, keyboard, content and configuration as they
    /// are now; see ``CardLayout/geometry(_:)``.
    var geometry: CardGeometry { layout.geometry(geometryInputs) }

    /// Works the card's geometry out again from what it depends on now; see
    /// ``CardLayout/refresh(_:reusingDetents:)``.
    func refreshGeometry(reusingDetents: Bool) {
        layout.refresh(geometryInputs, reusingDetents: reusingDetents)
    }

    /// What the card's geometry is worked out from, as it is now.
    private var geometryInputs: CardGeometryInputs {
        area.geometryInputs(
            configuration: configuration, stackLevel: stackLevel,
            keyboardInset: keyboardAvoidance.inset,
            preferredContentSize: presentedViewController.preferredContentSize,
            chromeHeight: cardView.chromeHeight)
    }

    // MARK: Selecting detents

    /// Moves the card to a detent, animated or not as `animated` says: setting
    /// ``selectedDetentIdentifier``, inside ``animateChanges(_:)`` when `animated`, as
    /// UIKit's `set…(_:animated:)` pairs do (`setEditing(_:animated:)`).
    ///
    /// - Parameters:
    ///   - identifier: One of ``detents``; others are ignored with a warning.
    ///   - animated: Whether to animate with ``CardConfiguration/snapTiming``.
    public func setSelectedDetentIdentifier(_ identifier: CardDetent.Identifier, animated: Bool) {
        motion.select(identifier, animated: animated, among: detents, in: motionSituation)
    }

    /// Moves the card to a detent, animated.
    ///
    /// - Parameter identifier: One of ``detents``; others are ignored with a warning.
    @available(
        *, deprecated,
        message:
            "set selectedDetentIdentifier inside animateChanges(_:), as in UIKit, or call setSelectedDetentIdentifier(_:animated: true)"
    )
    public func setSelectedDetentIdentifier(_ identifier: CardDetent.Identifier) {
        setSelectedDetentIdentifier(identifier, animated: true)
    }
}
