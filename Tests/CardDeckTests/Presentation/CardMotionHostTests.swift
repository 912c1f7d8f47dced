import CardDeckViews
import Testing

@testable import CardDeck

/// A card's motion on its own: it decides from the ``CardMotionSituation`` it is handed, and
/// what it asks of its presentation controller is a short list of effects, recorded here by a
/// host that is not a controller.
@MainActor
@Suite("Card motion: situation in, effects out")
struct CardMotionHostTests {
    /// A host that records what the motion asks of it.
    final class RecordingHost: CardMotionHost {
        var motionSituation: CardMotionSituation
        var effects: [CardMotionEffects] = []
        var placedTops: [Double] = []
        var dismissals = 0
        var dismissalStarts = true

        init(_ situation: CardMotionSituation) { motionSituation = situation }

        func carryOut(_ effects: CardMotionEffects) { self.effects.append(effects) }

        func placeDragged(top: Double) { placedTops.append(top) }

        func dismissOnBehalfOfUser(animated: Bool, completion: (() -> Void)?) -> Bool {
            dismissals += 1
            return dismissalStarts
        }

        func outcome(of release: CardRelease, allowsDismissal: Bool)
            -> (outcome: CardReleaseOutcome, explanation: CardReleaseExplanation)
        {
            preconditionFailure("no release in these tests")
        }

        func releaseDidEnd(_ explanation: @autoclosure () -> CardReleaseExplanation) {}
    }

    /// The flags of a situation a row sets; the geometry is a phone's, medium and large.
    struct Flags: Sendable {
        var hasContainer = true
        var isTransitioning = false
        var isInWindow = false
        var isFrontCard = true
        var presenterIsBeingDismissed = false
        var allowsInteractiveDismissal = true
    }

    static func situation(_ flags: Flags) -> CardMotionSituation {
        CardMotionSituation(
            geometry: CardGeometry(CardLayoutTests.inputs(), reusingDetentsOf: nil),
            appearance: CardAppearance(), isTransitioning: flags.isTransitioning,
            isInWindow: flags.isInWindow, prefersReducedMotion: false,
            hasContainer: flags.hasContainer, isFrontCard: flags.isFrontCard,
            presenterIsBeingDismissed: flags.presenterIsBeingDismissed,
            snapTiming: CardConfiguration().snapTiming,
            dismissalTiming: CardConfiguration().dismissalTiming, initialTransitionFrame: nil,
            allowsInteractiveDismissal: flags.allowsInteractiveDismissal)
    }

    /// A motion attached to `host`, with a card of its own; `body` runs while `host` lives.
    static func withMotion(
        _ host: RecordingHost, _ body: (CardMotion, CardLayout) -> Void
    ) {
        let configuration = CardConfiguration(detents: [.medium, .large])
        let cardView = CardView(
            content: ViewNode(), configuration: configuration, grabberStyle: nil)
        let layout = CardLayout(initialDetent: nil) { _, _, _ in }
        let motion = CardMotion(
            chrome: CardChrome(cardView: cardView), layout: layout, pan: PanGestureRecognizer())
        withExtendedLifetime(host) {
            motion.attach(to: host)
            body(motion, layout)
        }
    }

    // MARK: Resting after a change

    struct RestRow: CustomTestStringConvertible, Sendable {
        var name: String
        var flags: Flags
        var animated: Bool
        var effects: [CardMotionEffects]
        var testDescription: String { name }
    }

    nonisolated static let restRows: [RestRow] = [
        RestRow(
            name: "not presented: nothing", flags: Flags(hasContainer: false), animated: false,
            effects: []),
        RestRow(
            name: "a transition runs: it ends in the new layout",
            flags: Flags(isTransitioning: true),
            animated: true, effects: []),
        RestRow(
            name: "at once: placed, and the rest of the card hears of it", flags: Flags(),
            animated: false, effects: [.restedAtOnce]),
        RestRow(
            name: "animated in no window: placed at once, and settled", flags: Flags(),
            animated: true, effects: [.settled]),
    ]

    @Test(
        "restAfterChange(animated:in:) asks for what its situation calls for", arguments: restRows)
    func restsAfterChange(_ row: RestRow) {
        let host = RecordingHost(Self.situation(row.flags))
        Self.withMotion(host) { motion, _ in
            motion.restAfterChange(animated: row.animated, in: Self.situation(row.flags))
        }
        #expect(host.effects == row.effects)
    }

    // MARK: After a cancelled dismissal

    /// ``CardActivity/AfterCancelledDismissal`` as a row can hold it.
    enum Cancelled: Sendable {
        case staysCaught
        case returnsToRest(CardDetent.Identifier?)
        case settlesFromWhereItIs(CardDetent.Identifier, velocity: Double)

        @MainActor var value: CardActivity.AfterCancelledDismissal {
            switch self {
            case .staysCaught: .staysCaught
            case .returnsToRest(let detent): .returnsToRest(thenSettlesOn: detent)
            case .settlesFromWhereItIs(let detent, let velocity):
                .settlesFromWhereItIs(detent, velocity: velocity)
            }
        }
    }

    struct CancelRow: CustomTestStringConvertible, Sendable {
        var name: String
        var cancelled: Cancelled
        var effects: [CardMotionEffects]
        var selected: CardDetent.Identifier?
        var testDescription: String { name }
    }

    nonisolated static let cancelRows: [CancelRow] = [
        CancelRow(
            name: "caught: only touches", cancelled: .staysCaught, effects: [.updatePassThrough]),
        CancelRow(
            name: "back to rest: placed, then a new detent told",
            cancelled: .returnsToRest(nil),
            effects: [[.placePresented, .updatePassThrough], .announceNewDetent]),
        CancelRow(
            name: "back to rest, then to the release's detent (no window: at once)",
            cancelled: .returnsToRest(.large),
            effects: [[.placePresented, .updatePassThrough], .settled], selected: .large),
        CancelRow(
            name: "settles from where it is (no window: at once)",
            cancelled: .settlesFromWhereItIs(.large, velocity: 300),
            effects: [.updatePassThrough, .settled], selected: .large),
    ]

    @Test("a cancelled dismissal carries on as its activity says", arguments: cancelRows)
    func continuesAfterCancelledDismissal(_ row: CancelRow) {
        let host = RecordingHost(Self.situation(Flags()))
        var selected: CardDetent.Identifier?
        Self.withMotion(host) { motion, layout in
            motion.continueAfterCancelledDismissal(row.cancelled.value, in: Self.situation(Flags()))
            selected = layout.selection.selected
        }
        #expect(host.effects == row.effects)
        #expect(selected == row.selected)
    }

    // MARK: Whether a drag may begin

    struct DragRow: CustomTestStringConvertible, Sendable {
        var name: String
        var flags: Flags
        var mayBegin: Bool
        var testDescription: String { name }
    }

    nonisolated static let dragRows: [DragRow] = [
        DragRow(name: "the front card at rest", flags: Flags(), mayBegin: true),
        DragRow(name: "a card behind another", flags: Flags(isFrontCard: false), mayBegin: false),
        DragRow(
            name: "a transition no finger can catch", flags: Flags(isTransitioning: true),
            mayBegin: false),
        DragRow(
            name: "presenter dismissed, no transition",
            flags: Flags(presenterIsBeingDismissed: true),
            mayBegin: true),
    ]

    @Test("dragMayBegin(in:) reads only its situation", arguments: dragRows)
    func dragMayBegin(_ row: DragRow) {
        let host = RecordingHost(Self.situation(Flags()))
        Self.withMotion(host) { motion, _ in
            #expect(motion.dragMayBegin(in: Self.situation(row.flags)) == row.mayBegin)
        }
        #expect(host.effects.isEmpty)
    }

    // MARK: An assistive technology's escape

    struct EscapeRow: CustomTestStringConvertible, Sendable {
        var name: String
        var flags: Flags
        var handled: Bool
        var dismissals: Int
        var effects: [CardMotionEffects]
        var testDescription: String { name }
    }

    nonisolated static let escapeRows: [EscapeRow] = [
        EscapeRow(name: "dismisses", flags: Flags(), handled: true, dismissals: 1, effects: []),
        EscapeRow(
            name: "refused: the delegate hears the attempt",
            flags: Flags(allowsInteractiveDismissal: false), handled: true, dismissals: 0,
            effects: [.dismissalAttempted]),
        EscapeRow(
            name: "moving: swallowed", flags: Flags(isTransitioning: true), handled: true,
            dismissals: 0, effects: []),
        EscapeRow(
            name: "behind another card: passed on", flags: Flags(isFrontCard: false),
            handled: false, dismissals: 0, effects: []),
    ]

    @Test("the escape is carried out as its situation says", arguments: escapeRows)
    func escape(_ row: EscapeRow) {
        let host = RecordingHost(Self.situation(row.flags))
        var handled = false
        Self.withMotion(host) { motion, _ in
            handled = motion.carryOut(.escape, in: Self.situation(row.flags))
        }
        #expect(handled == row.handled)
        #expect(host.dismissals == row.dismissals)
        #expect(host.effects == row.effects)
    }

    // MARK: The situation's own answers

    @Test("a situation's timing loses its overshoot only when reduced motion is asked for")
    func timing() {
        var situation = Self.situation(Flags())
        let bouncy = CardTiming.spring(Spring(response: 0.4, dampingRatio: 0.7))
        #expect(situation.timing(bouncy) == bouncy)
        situation.prefersReducedMotion = true
        #expect(situation.timing(bouncy) == bouncy.withoutOvershoot)
        #expect(situation.timing(bouncy) != bouncy)
    }

    @Test("a situation's resting frame is inset as the card looks")
    func restingFrame() {
        var situation = Self.situation(Flags())
        let full = situation.restingFrame(top: 400)
        situation.appearance.inset = 16
        let inset = situation.restingFrame(top: 400)
        #expect(inset.width == full.width - 32)
        #expect(inset.minY == 400)
    }
}
