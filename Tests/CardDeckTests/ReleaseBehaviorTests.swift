import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@testable import CardDeck

/// One release in a 390 × 844 window with a 47 pt top and 34 pt bottom safe area
/// (H = 763, b = 34): the card's top and velocity, its detents, and where it must go. A row
/// without a behaviour is decided by its suite's default behaviour.
struct ReleaseRow: Sendable, CustomTestStringConvertible {
    let name: String
    let top: Double
    let velocity: Double
    let expected: ReleaseDecision
    let detents: [ResolvedDetent]
    let behavior: (any ReleaseBehavior)?
    var testDescription: String { name }

    init(
        _ name: String, top: Double, v velocity: Double, _ expected: ReleaseDecision,
        on detents: [ResolvedDetent] = [sheet], with behavior: (any ReleaseBehavior)? = nil
    ) {
        self.name = name
        self.top = top
        self.velocity = velocity
        self.expected = expected
        self.detents = detents
        self.behavior = behavior
    }

    var context: ReleaseContext {
        ReleaseContext(
            top: top, velocity: velocity, detents: detents, containerHeight: 844,
            safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    }

    func decision(default standard: any ReleaseBehavior) -> ReleaseDecision {
        (behavior ?? standard).decision(for: context)
    }

    /// A 400 pt sheet: top 444, halfway to the bottom at 644.
    static let sheet = ResolvedDetent(identifier: .medium, height: 400, top: 444)
    /// Medium and large with 781 pt available: tops 453.5 and 63; halfway from medium to the
    /// bottom is 648.75.
    static let two = [
        ResolvedDetent(identifier: .medium, height: 390.5, top: 453.5),
        ResolvedDetent(identifier: .large, height: 781, top: 63),
    ]
    /// The draggable card's detents as `CardDetent.normal` and `.expanded` resolve them.
    static let card = [
        ResolvedDetent(identifier: .normal, height: 398.5, top: 445.5),
        ResolvedDetent(identifier: .expanded, height: 767, top: 77),
    ]
    /// A detent of height 0: its top is the window's bottom.
    static let flat = [ResolvedDetent(identifier: .fitsContent, height: 0, top: 844)]
}

@Suite("ProjectedRelease", .isolatedDiagnostics)
struct ProjectedReleaseTests {
    static let fast = ProjectedRelease(decelerationRate: .fast)
    static let still = ProjectedRelease(decelerationRate: DecelerationRate(rawValue: 0))
    static let rows: [ReleaseRow] = [
        ReleaseRow("at rest on the detent", top: 444, v: 0, .detent(.medium)),
        ReleaseRow("at rest exactly on the midpoint 644", top: 644, v: 0, .detent(.medium)),
        ReleaseRow("at rest just past the midpoint", top: 644.5, v: 0, .dismiss),
        ReleaseRow(
            "1000 pt/s projects 499 pt: 144.5 → 643.5", top: 144.5, v: 1000, .detent(.medium)),
        ReleaseRow("1000 pt/s projects 499 pt: 145.5 → 644.5", top: 145.5, v: 1000, .dismiss),
        ReleaseRow("a flick up from far down returns", top: 800, v: -1000, .detent(.medium)),
        ReleaseRow("the normal rate projects 444 → 943", top: 444, v: 1000, .dismiss),
        ReleaseRow(
            "the fast rate projects 444 → 543", top: 444, v: 1000, .detent(.medium), with: fast),
        ReleaseRow("rate 0 ignores the velocity", top: 444, v: 5000, .detent(.medium), with: still),
        ReleaseRow("an infinite velocity counts as 0", top: 444, v: .infinity, .detent(.medium)),
        ReleaseRow("a NaN velocity counts as 0", top: 644.5, v: .nan, .dismiss),
        ReleaseRow(
            "two: at rest nearer large", top: 200, v: 0, .detent(.large), on: ReleaseRow.two),
        ReleaseRow(
            "two: at rest nearer medium", top: 300, v: 0, .detent(.medium), on: ReleaseRow.two),
        ReleaseRow(
            "two: halfway ties to large", top: 258.25, v: 0, .detent(.large), on: ReleaseRow.two),
        ReleaseRow(
            "two: down from large, 63 → 562", top: 63, v: 1000, .detent(.medium), on: ReleaseRow.two
        ),
        ReleaseRow(
            "two: up from medium, → 204", top: 453.5, v: -500, .detent(.large), on: ReleaseRow.two),
        ReleaseRow(
            "two: down from medium, → 703 > 648.75", top: 453.5, v: 500, .dismiss,
            on: ReleaseRow.two),
    ]

    @Test("Nearest detent to the projection, or dismissal past the midpoint", arguments: rows)
    func decides(row: ReleaseRow) {
        #expect(row.decision(default: ProjectedRelease()) == row.expected)
    }

    @Test("Defaults to the normal rate, at which 1000 pt/s projects 499 pt")
    func defaults() {
        #expect(ProjectedRelease().decelerationRate == .normal)
        let flick = ReleaseRow("", top: 100, v: 1000, .dismiss)
        #expect(abs(ProjectedRelease().projectedTop(for: flick.context) - 599) < 1e-9)
    }

    @Test("A NaN rate falls back to normal; out-of-range rates are clamped")
    func badRate() {
        #expect(
            ProjectedRelease(decelerationRate: DecelerationRate(rawValue: .nan))
                == ProjectedRelease())
        let clamped = ProjectedRelease(decelerationRate: DecelerationRate(rawValue: 5))
        #expect(clamped.decelerationRate.rawValue == 0.9999)
        // 0.9999 coasts 1 pt/s about 10 pt: 444 → 454 stays short of 644, 640 → 650 passes it.
        let near = ReleaseRow("", top: 444, v: 1, .dismiss)
        #expect(clamped.decision(for: near.context) == .detent(.medium))
        let past = ReleaseRow("", top: 640, v: 1, .dismiss)
        #expect(clamped.decision(for: past.context) == .dismiss)
    }
}

@Suite("DirectionalRelease", .isolatedDiagnostics)
struct DirectionalReleaseTests {
    static let two = ReleaseRow.two
    static let fifty = DirectionalRelease(velocityThreshold: 50)
    static let rows: [ReleaseRow] = [
        ReleaseRow("one: down dismisses", top: 460, v: 100, .dismiss),
        ReleaseRow("one: down from above lands on it", top: 400, v: 100, .detent(.medium)),
        ReleaseRow("one: up from below stays", top: 700, v: -100, .detent(.medium)),
        ReleaseRow("one: up from above stays", top: 400, v: -100, .detent(.medium)),
        ReleaseRow("one: zero at progress 0.4975 stays", top: 643, v: 0, .detent(.medium)),
        ReleaseRow("one: zero at progress 0.5 dismisses", top: 644, v: 0, .dismiss),
        ReleaseRow(
            "two: down between lands on medium", top: 300, v: 200, .detent(.medium), on: two),
        ReleaseRow(
            "two: down from large lands on medium", top: 63, v: 200, .detent(.medium), on: two),
        ReleaseRow(
            "two: down from above large lands on it", top: 40, v: 200, .detent(.large), on: two),
        ReleaseRow("two: down below medium dismisses", top: 500, v: 200, .dismiss, on: two),
        ReleaseRow("two: up between goes to large", top: 300, v: -200, .detent(.large), on: two),
        ReleaseRow(
            "two: up below medium stays on it", top: 600, v: -200, .detent(.medium), on: two),
        ReleaseRow("two: up from on medium stays", top: 453.5, v: -200, .detent(.medium), on: two),
        ReleaseRow("two: up above both stays on large", top: 30, v: -200, .detent(.large), on: two),
        ReleaseRow("two: zero near large", top: 200, v: 0, .detent(.large), on: two),
        ReleaseRow("two: zero near medium", top: 300, v: 0, .detent(.medium), on: two),
        ReleaseRow("two: zero at progress 0.498 stays", top: 648, v: 0, .detent(.medium), on: two),
        ReleaseRow("two: zero at progress 0.5 dismisses", top: 648.75, v: 0, .dismiss, on: two),
        ReleaseRow("a NaN velocity counts as zero", top: 200, v: .nan, .detent(.large), on: two),
        ReleaseRow(
            "an infinite velocity counts as zero", top: 200, v: .infinity, .detent(.large), on: two),
        ReleaseRow(
            "threshold 50: 50 down is zero", top: 200, v: 50, .detent(.large), on: two, with: fifty),
        ReleaseRow(
            "threshold 50: 50.1 down", top: 200, v: 50.1, .detent(.medium), on: two, with: fifty),
        ReleaseRow("threshold 50: 50 up is zero", top: 700, v: -50, .dismiss, on: two, with: fifty),
        ReleaseRow(
            "threshold 50: 50.1 up", top: 700, v: -50.1, .detent(.medium), on: two, with: fifty),
    ]

    @Test("Down goes one detent lower, up stays, zero decides by position", arguments: rows)
    func decides(row: ReleaseRow) {
        #expect(row.decision(default: DirectionalRelease()) == row.expected)
    }

    @Test("The velocity threshold defaults to 0 pt/s")
    func defaults() {
        #expect(DirectionalRelease().velocityThreshold == 0)
        #expect(Self.fifty.velocityThreshold == 50)
    }

    @Test(
        "A NaN, infinite or negative threshold falls back to 0",
        arguments: [Double.nan, .infinity, -10])
    func badThreshold(value: Double) {
        let behavior = DirectionalRelease(velocityThreshold: value)
        #expect(behavior == DirectionalRelease())
        var changed = Self.fifty
        changed.velocityThreshold = value
        #expect(changed.velocityThreshold == 0)
        // At 0 pt/s a 1 pt/s drift down is a flick, and no motion is decided by position.
        let drift = ReleaseRow("", top: 200, v: 1, .dismiss, on: Self.two)
        #expect(behavior.decision(for: drift.context) == .detent(.medium))
        let still = ReleaseRow("", top: 200, v: 0, .dismiss, on: Self.two)
        #expect(behavior.decision(for: still.context) == .detent(.large))
    }
}

@Suite("ThresholdRelease", .isolatedDiagnostics)
struct ThresholdReleaseTests {
    static let card = ReleaseRow.card
    static let named = ThresholdRelease(expanded: .large, normal: .medium)
    static let rows: [ReleaseRow] = [
        ReleaseRow("on expanded", top: 77, v: 0, .detent(.expanded), on: card),
        ReleaseRow("t = 199 expands", top: 246, v: 0, .detent(.expanded), on: card),
        ReleaseRow("t = 199.25 is normal", top: 246.25, v: 0, .detent(.normal), on: card),
        ReleaseRow("on normal", top: 445.5, v: 0, .detent(.normal), on: card),
        ReleaseRow("t = 692.9 is normal", top: 739.9, v: 0, .detent(.normal), on: card),
        ReleaseRow("t = 693 dismisses", top: 740, v: 0, .dismiss, on: card),
        ReleaseRow("off-screen dismisses", top: 844, v: 0, .dismiss, on: card),
        ReleaseRow("1500 pt/s stays", top: 445.5, v: 1500, .detent(.normal), on: card),
        ReleaseRow("1500.1 pt/s dismisses", top: 445.5, v: 1500.1, .dismiss, on: card),
        ReleaseRow("1500.1 pt/s dismisses from expanded", top: 77, v: 1500.1, .dismiss, on: card),
        ReleaseRow(
            "a hard flick up does not expand", top: 700, v: -3000, .detent(.normal), on: card),
        ReleaseRow(
            "up in the upper band expands", top: 100, v: -3000, .detent(.expanded), on: card),
        ReleaseRow(
            "an infinite velocity counts as 0", top: 445.5, v: .infinity, .detent(.normal), on: card
        ),
        ReleaseRow(
            "dismissVelocity 3000: 2000 pt/s stays", top: 445.5, v: 2000, .detent(.normal),
            on: card,
            with: ThresholdRelease(dismissVelocity: 3000)),
        ReleaseRow(
            "expandedFraction 0.6: t = 398.5 expands", top: 445.5, v: 0, .detent(.expanded),
            on: card,
            with: ThresholdRelease(expandedFraction: 0.6)),
        ReleaseRow(
            "expandedFraction 2 clamps to 1: t = 733 expands", top: 780, v: 0, .detent(.expanded),
            on: card, with: ThresholdRelease(expandedFraction: 2)),
        ReleaseRow(
            "dismissMargin 0: t = 733 is normal", top: 780, v: 0, .detent(.normal), on: card,
            with: ThresholdRelease(dismissMargin: 0)),
        ReleaseRow("named: upper band", top: 77, v: 0, .detent(.large), on: card, with: named),
        ReleaseRow("named: middle band", top: 445.5, v: 0, .detent(.medium), on: card, with: named),
    ]

    @Test("A hard flick down dismisses; otherwise the safe-area band decides", arguments: rows)
    func decides(row: ReleaseRow) {
        #expect(row.decision(default: ThresholdRelease()) == row.expected)
    }

    @Test("Defaults: 1500 pt/s, 0.25, 70 pt, .expanded and .normal")
    func defaults() {
        let behavior = ThresholdRelease()
        #expect(behavior.dismissVelocity == 1500)
        #expect(behavior.expandedFraction == 0.25)
        #expect(behavior.dismissMargin == 70)
        #expect(behavior.expanded == .expanded)
        #expect(behavior.normal == .normal)
        #expect(ThresholdRelease(expandedFraction: 2).expandedFraction == 1)
    }

    @Test(
        "NaN, infinite and negative parameters fall back to the defaults",
        arguments: [Double.nan, .infinity, -1])
    func badParameters(value: Double) {
        let behavior = ThresholdRelease(
            dismissVelocity: value, expandedFraction: value, dismissMargin: value)
        #expect(behavior == ThresholdRelease())
        var changed = ThresholdRelease(
            dismissVelocity: 3000, expandedFraction: 0.5, dismissMargin: 10)
        changed.dismissVelocity = value
        changed.expandedFraction = value
        changed.dismissMargin = value
        #expect(changed == ThresholdRelease())
        let boundaries = [
            ReleaseRow("", top: 445.5, v: 0, .detent(.normal), on: Self.card),
            ReleaseRow("", top: 445.5, v: 1500.1, .dismiss, on: Self.card),
            ReleaseRow("", top: 246, v: 0, .detent(.expanded), on: Self.card),
            ReleaseRow("", top: 246.25, v: 0, .detent(.normal), on: Self.card),
            ReleaseRow("", top: 739.9, v: 0, .detent(.normal), on: Self.card),
            ReleaseRow("", top: 740, v: 0, .dismiss, on: Self.card),
        ]
        for row in boundaries {
            #expect(
                behavior.decision(for: row.context) == row.expected,
                "top \(row.top), v \(row.velocity)")
        }
    }
}

@Suite("MomentumRelease", .isolatedDiagnostics)
struct MomentumReleaseTests {
    static let two = ReleaseRow.two
    static let flat = ReleaseRow.flat
    static let rows: [ReleaseRow] = [
        ReleaseRow("worked example: (50 + 225)/400 = 0.6875", top: 494, v: 600, .dismiss),
        ReleaseRow("dragged 50 at rest: 0.125", top: 494, v: 0, .detent(.medium)),
        ReleaseRow("dragged 50, −600 pt/s: (50 − 225)/400", top: 494, v: -600, .detent(.medium)),
        ReleaseRow("dragged 200 at rest: exactly 0.5", top: 644, v: 0, .dismiss),
        ReleaseRow("dragged 199 at rest: 0.4975", top: 643, v: 0, .detent(.medium)),
        ReleaseRow("dragged 100, +400 pt/s: (100 + 100)/400 = 0.5", top: 544, v: 400, .dismiss),
        ReleaseRow("dragged 99, +400 pt/s: 0.4975", top: 543, v: 400, .detent(.medium)),
        ReleaseRow(
            "deceleration 1600: (50 + 112.5)/400", top: 494, v: 600, .detent(.medium),
            with: MomentumRelease(deceleration: 1600)),
        ReleaseRow(
            "threshold 0.7: 0.6875 stays", top: 494, v: 600, .detent(.medium),
            with: MomentumRelease(dismissThreshold: 0.7)),
        ReleaseRow(
            "threshold 0.6875: 0.6875 dismisses", top: 494, v: 600, .dismiss,
            with: MomentumRelease(dismissThreshold: 0.6875)),
        ReleaseRow("a NaN velocity counts as 0", top: 453.5, v: .nan, .detent(.medium), on: two),
        ReleaseRow("two: −600 from medium → 228.5", top: 453.5, v: -600, .detent(.large), on: two),
        ReleaseRow("two: −400 from medium → 353.5", top: 453.5, v: -400, .detent(.medium), on: two),
        ReleaseRow("two: +600 from 100 → 325", top: 100, v: 600, .detent(.medium), on: two),
        ReleaseRow("two: +800 from medium, 400/390.5", top: 453.5, v: 800, .dismiss, on: two),
        ReleaseRow("height 0: at rest stays", top: 844, v: 0, .detent(.fitsContent), on: flat),
        ReleaseRow("height 0: 1 pt/s down dismisses", top: 844, v: 1, .dismiss, on: flat),
        ReleaseRow("height 0: below it dismisses", top: 850, v: 0, .dismiss, on: flat),
        ReleaseRow(
            "height 0: a flick up stays", top: 844, v: -100, .detent(.fitsContent), on: flat),
    ]

    @Test("Dismisses when the projected progress reaches the threshold", arguments: rows)
    func decides(row: ReleaseRow) {
        #expect(row.decision(default: MomentumRelease()) == row.expected)
    }

    @Test("Defaults: 800 pt/s² and 0.5")
    func defaults() {
        #expect(MomentumRelease().deceleration == 800)
        #expect(MomentumRelease().dismissThreshold == 0.5)
    }

    @Test(
        "NaN, infinite, zero and negative parameters fall back to the defaults",
        arguments: [Double.nan, .infinity, 0, -800])
    func badParameters(value: Double) {
        let behavior = MomentumRelease(deceleration: value, dismissThreshold: value)
        #expect(behavior == MomentumRelease())
        var changed = MomentumRelease(deceleration: 1600, dismissThreshold: 0.7)
        changed.deceleration = value
        changed.dismissThreshold = value
        #expect(changed == MomentumRelease())
        let boundaries = [
            ReleaseRow("", top: 494, v: 600, .dismiss),
            ReleaseRow("", top: 494, v: 0, .detent(.medium)),
            ReleaseRow("", top: 643, v: 0, .detent(.medium)),
            ReleaseRow("", top: 644, v: 0, .dismiss),
        ]
        for row in boundaries {
            #expect(
                behavior.decision(for: row.context) == row.expected,
                "top \(row.top), v \(row.velocity)")
        }
    }
}

@Suite("Release behaviours without detents", .isolatedDiagnostics)
struct ReleaseWithoutDetentsTests {
    static let behaviors: [any ReleaseBehavior] = [
        ProjectedRelease(), DirectionalRelease(), ThresholdRelease(), MomentumRelease(),
    ]

    @Test("Every behaviour dismisses, even held high and moving up", arguments: 0..<4)
    func dismisses(index: Int) {
        let context = ReleaseContext(top: 100, velocity: -100, detents: [], containerHeight: 844)
        #expect(Self.behaviors[index].decision(for: context) == .dismiss)
    }
}
