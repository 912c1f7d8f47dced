import CardDeckMotion
import CardDeckViews

/// How a card looks, where it rests and how it moves. A value type: copy
/// ``CardConfiguration/shared`` (the app-wide default), change what you need, and pass it to
/// `presentCard(_:configuration:animated:completion:)`.
///
/// The defaults reproduce the Apple-Music-style stacked cards. ``draggableCard`` and
/// ``fittedSheet`` reproduce the other two source designs. Lengths are in points, durations in
/// seconds, alphas in [0, 1]. Values outside their documented range are clamped when the card
/// is presented (see each property), with a warning in `Diagnostics`.
public struct CardConfiguration: Sendable {
    /// The app-wide default, used by `presentCard` when no configuration is given. Change it
    /// early (for example at launch) to restyle every card. Default: `CardConfiguration()`.
    ///
    /// It is one value for the whole process, so tests that run in parallel (Swift Testing's
    /// default) must not change it directly: a suite would see another's style. Inside
    /// ``withShared(_:operation:)`` (or a test with `CardDeckTesting`'s
    /// `.sharedCardConfiguration(_:)` trait) it is a copy of the task's own instead, which
    /// reads and changes touch alone.
    @MainActor public static var shared: CardConfiguration {
        get { SharedConfigurationOverride.current?.configuration ?? processShared }
        set {
            noteChange()
            if let scoped = SharedConfigurationOverride.current {
                scoped.configuration = newValue
            } else {
                processShared = newValue
            }
        }
    }
    /// ``shared`` outside every ``withShared(_:operation:)`` scope.
    @MainActor private static var processShared = CardConfiguration()

    // MARK: Stacking

    /// The distance between the tops of successive cards, in points; ≥ 0, default 16.
    /// Card `k` (the first presented card is `k = 1`) rests with its top at
    /// `verticalInset + verticalSpacing·k`. Non-finite values become 16, negative ones 0.
    public var verticalSpacing: Double
    /// The top of the stack, in points from the window's top; default `nil`, meaning the
    /// window's top safe-area inset. The presenting root view moves down to it while cards are
    /// stacked over it. Non-finite values mean `nil`; negative ones become 0.
    public var verticalInset: Double?
    /// How far each card behind the front one is inset from each side, per level, in points;
    /// ≥ 0, default 16. A card `d` levels back is inset by `horizontalInset·d` per side, and
    /// never by more than half the window's width. Non-finite values become 16, negative 0.
    public var horizontalInset: Double
    /// The height of the band at the card's top in which the dismiss handle is centred, in
    /// points; ≥ 0, default 16. Non-finite values become 16, negative 0.
    public var dismissAreaHeight: Double
    /// The radius of the card's top corners, in points; ≥ 0, default 12. Back cards (and the
    /// root view behind the stack) get the same rounding. Non-finite values become 12, negative
    /// 0.
    public var cornerRadius: Double
    /// The rectangle the card grows from when presented and returns into when dismissed, in
    /// window coordinates; default `nil` (the card slides up from the bottom edge). A rectangle
    /// with non-finite values is ignored (`nil`); one wider than the window, or reaching past
    /// its sides, is narrowed and moved inside them, so a card is never wider than its window.
    /// While a finger drags the card towards dismissal it stays at full width under the
    /// finger; a release that dismisses it sends it back into the rectangle.
    public var initialTransitionFrame: Rect?
    /// The alpha applied to a card per level it sits behind the front card, in [0, 1]; default
    /// 0.8, so a card `d` levels back has alpha `0.8^d` over the black backdrop. NaN becomes
    /// 0.8; values outside [0, 1] are clamped.
    public var backFadeAlpha: Double
    /// Whether presenting this card pushes the cards behind it back (inset, faded, the root
    /// view moved down to ``verticalInset`` over a black backdrop); default `true`. The sheet
    /// presets turn it off: what is behind stays where it is, under a dimmer.
    public var stacksBackCards: Bool
    /// The card's own background colour, behind the presented controller's view; default
    /// white. The handle's colour follows it and the view's background drawn over it, to keep
    /// a contrast of 3:1 (``CardGrabberStyle/handleColor(on:)``).
    public var backgroundColor: Color

    // MARK: Detents

    /// The card's resting heights; default `[.large]`. Resolved against the current geometry
    /// and ordered by height. An empty list means `[.large]`; a repeated identifier keeps the
    /// first detent with it.
    public var detents: [CardDetent]
    /// The detent the card rests on when presented; default `nil`, meaning the smallest. An
    /// identifier that is not among ``detents`` (or is inactive) means the smallest.
    public var initialDetent: CardDetent.Identifier?
    /// Whether a drag above the largest detent stretches with a rubber band (coefficient
    /// 0.55); default `true`. When `false` the card stops at its largest detent, as the
    /// draggable card stops 30 pt below the safe area.
    public var bouncesAboveLargestDetent: Bool

    // MARK: Dimming and dismissal

    /// The dimmer's colour, drawn over everything behind the card; default black.
    public var dimmingColor: Color
    /// The dimmer's alpha when the card rests on (or above) its smallest detent, in [0, 1];
    /// default 0 (no dimmer: stacked cards fade instead). It falls linearly to 0 as the card
    /// moves from its smallest detent to the window's bottom. NaN becomes 0; values outside
    /// [0, 1] are clamped.
    public var maximumDimmingAlpha: Double
    /// The largest detent at which nothing is dimmed and touches outside the card reach the
    /// controller behind (a non-modal sheet); default `nil` (every detent dims). Above it the
    /// dimmer fades in up to the next larger detent.
    public var largestUndimmedDetent: CardDetent.Identifier?
    /// Whether a tap outside the card (on the dimmer) dismisses it; default `false`.
    public var allowsTapToDismiss: Bool
    /// Whether dragging the card down dismisses it; default `true`. When `false`, a drag below
    /// the smallest detent stretches and springs back.
    public var allowInteractiveDismissal: Bool
    /// Whether the grabber (``grabberStyle``) is shown; default `true`.
    public var prefersGrabberVisible: Bool
    /// What the grabber looks like; default ``CardGrabberStyle/handle``.
    public var grabberStyle: CardGrabberStyle
    /// Whether a drag that starts outside the card (on the dimmer, say) moves the card too, as
    /// a pan on the whole presented area does; default `false`, only a drag on the card.
    /// ``draggableCard`` sets it. A tap outside still dismisses when ``allowsTapToDismiss``.
    public var dragsFromOutsideCard: Bool
    /// Decides where a released card goes; default ``ProjectedRelease``.
    public var releaseBehavior: any ReleaseBehavior
    /// Whether the card rises above the keyboard while its content has the first responder;
    /// default `true`. Its detents then resolve against the space above the keyboard, and it
    /// moves with the keyboard's own curve. `false` leaves the card where it is, under the
    /// keyboard.
    public var avoidsKeyboard: Bool
    /// The edge of its area the card is attached to; default ``CardEdge/bottom``. On the
    /// leading and trailing edges the card is a side sheet: its detents are widths (a
    /// content-fitted detent fits the content's preferred width), its grabber runs along its
    /// far side, and it is dragged sideways. The scroll hand-off works on the bottom edge
    /// only. Fixed once presented.
    public var edge: CardEdge

    // MARK: Motion

    /// How the card (and the cards behind it) animates in when presented; default a spring
    /// with response 0.44 s and damping ratio 1.0. ``draggableCard`` uses 0.25 s ease-in,
    /// ``fittedSheet`` 0.3 s ease-in-out.
    public var presentationTiming: CardTiming
    /// How the card animates out when dismissed, and how an interactive dismissal completes
    /// or cancels after the finger lifts; default a spring with response 0.44 s and damping
    /// ratio 0.8 that starts at the release velocity. ``draggableCard`` uses 0.25 s ease-in,
    /// ``fittedSheet`` 0.3 s ease-in-out (a curve ignores the release velocity).
    public var dismissalTiming: CardTiming
    /// How the card settles on a detent after a drag or a change of
    /// ``CardPresentationController/selectedDetentIdentifier``;
    /// default a spring with response 0.44 s and damping ratio 1.0 that starts at the release
    /// velocity.
    public var snapTiming: CardTiming
    /// How the card follows a change of its content's preferred size; default a spring with
    /// response 0.44 s and damping ratio 1.0.
    public var resizeTiming: CardTiming
    /// Whether the card is presented in the current context rather than over the whole
    /// window; default `false`.
    ///
    /// When `true`, `presentCard` walks up from the controller it is called on (through
    /// parents and presenting controllers) to the first that sets
    /// `definesPresentationContext` (else the window's root view controller), as UIKit's
    /// `.overCurrentContext` does: that controller presents the card, and the card's stack
    /// lives in its view's area (frames, detents, dimmer, push-back) and stacks independently
    /// of other contexts' stacks. The card's presentation controller then answers `false` to
    /// `shouldPresentInFullscreen`. Fixed once presented; not an initializer parameter (set it
    /// on a copy: `var settings = CardConfiguration.draggableCard`).
    public var presentsInCurrentContext = false

    /// The response of the default springs, in seconds.
    static let defaultSpringResponse = 0.44

    /// Creates a configuration; every parameter defaults to the stacked-card design.
    public init(
        verticalSpacing: Double = 16,
        verticalInset: Double? = nil,
        horizontalInset: Double = 16,
        dismissAreaHeight: Double = 16,
        cornerRadius: Double = 12,
        initialTransitionFrame: Rect? = nil,
        backFadeAlpha: Double = 0.8,
        stacksBackCards: Bool = true,
        backgroundColor: Color = .white,
        detents: [CardDetent] = [.large],
        initialDetent: CardDetent.Identifier? = nil,
        bouncesAboveLargestDetent: Bool = true,
        dimmingColor: Color = .black,
        maximumDimmingAlpha: Double = 0,
        largestUndimmedDetent: CardDetent.Identifier? = nil,
        allowsTapToDismiss: Bool = false,
        allowInteractiveDismissal: Bool = true,
        prefersGrabberVisible: Bool = true,
        grabberStyle: CardGrabberStyle = .handle,
        dragsFromOutsideCard: Bool = false,
        releaseBehavior: any ReleaseBehavior = ProjectedRelease(),
        presentationTiming: CardTiming = .spring(Spring(response: 0.44, dampingRatio: 1)),
        dismissalTiming: CardTiming = .spring(Spring(response: 0.44, dampingRatio: 0.8)),
        snapTiming: CardTiming = .spring(Spring(response: 0.44, dampingRatio: 1)),
        resizeTiming: CardTiming = .spring(Spring(response: 0.44, dampingRatio: 1)),
        avoidsKeyboard: Bool = true,
        edge: CardEdge = .bottom
    ) {
        self.verticalSpacing = verticalSpacing
        self.verticalInset = verticalInset
        self.horizontalInset = horizontalInset
        self.dismissAreaHeight = dismissAreaHeight
        self.cornerRadius = cornerRadius
        self.initialTransitionFrame = initialTransitionFrame
        self.backFadeAlpha = backFadeAlpha
        self.stacksBackCards = stacksBackCards
        self.backgroundColor = backgroundColor
        self.detents = detents
        self.initialDetent = initialDetent
        self.bouncesAboveLargestDetent = bouncesAboveLargestDetent
        self.dimmingColor = dimmingColor
        self.maximumDimmingAlpha = maximumDimmingAlpha
        self.largestUndimmedDetent = largestUndimmedDetent
        self.allowsTapToDismiss = allowsTapToDismiss
        self.allowInteractiveDismissal = allowInteractiveDismissal
        self.prefersGrabberVisible = prefersGrabberVisible
        self.grabberStyle = grabberStyle
        self.dragsFromOutsideCard = dragsFromOutsideCard
        self.releaseBehavior = releaseBehavior
        self.presentationTiming = presentationTiming
        self.dismissalTiming = dismissalTiming
        self.snapTiming = snapTiming
        self.resizeTiming = resizeTiming
        self.avoidsKeyboard = avoidsKeyboard
        self.edge = edge
    }
}
