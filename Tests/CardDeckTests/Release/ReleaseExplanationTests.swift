import CardDeckMotion
import CardDeckViews
import Testing

@testable import CardDeck

/// A shipped behaviour with the decision rule it documents, written out again here from its
/// documentation: the oracle its explanation must agree with.
struct ExplainedBehavior: Sendable, CustomTestStringConvertible {
    let name: String
    let behavior: any ReleaseBehavior
    let documented: @Sendable (ReleaseContext) -> ReleaseDecision
    var testDescription: String { name }

    static let all: [ExplainedBehavior] = [
        projected(.normal), projected(.fast),
        directional(0), directional(500),
        threshold(ThresholdRelease()),
        threshold(
            ThresholdRelease(dismissVelocity: 900, expandedFraction: 0.4, dismissMargin: 120)),
        momentum(800, 0.5), momentum(2000, 0.7),
    ]

    static func projected(_ rate: DecelerationRate) -> ExplainedBehavior {
        ExplainedBehavior(
            name: "ProjectedRelease(\(rate.rawValue))",
            behavior: ProjectedRelease(decelerationRate: rate)
        ) { context in
            let projected = context.top + rate.projectedDistance(initialVelocity: context.velocity)
            let smallest = context.detents[0]
            guard projected <= (smallest.top + context.containerHeight) / 2 else { return .dismiss }
            return .detent(context.nearestDetent(to: projected)!.identifier)
        }
    }

    static func directional(_ threshold: Double) -> ExplainedBehavior {
        ExplainedBehavior(
            name: "DirectionalRelease(\(threshold))",
            behavior: DirectionalRelease(velocityThreshold: threshold)
        ) { context in
            if context.velocity > threshold {
                let below = context.detents.filter { $0.top > context.top }
                return below.min { $0.top < $1.top }.map { .detent($0.identifier) } ?? .dismiss
            }
            if context.velocity < -threshold {
                let above = context.detents.filter { $0.top <= context.top }
                return .detent((above.max { $0.top < $1.top } ?? context.detents.last!).identifier)
            }
            if context.dismissalProgress >= 0.5 { return .dismiss }
            return .detent(context.nearestDetent(to: context.top)!.identifier)
        }
    }

    static func threshold(_ release: ThresholdRelease) -> ExplainedBehavior {
        ExplainedBehavior(
            name: "ThresholdRelease(\(release.dismissVelocity), \(release.expandedFraction))",
            behavior: release
        ) { context in
            let insets = context.safeAreaInsets
            let height = context.containerHeight - insets.top - insets.bottom
            let t = context.top - insets.top
            if context.velocity > release.dismissVelocity { return .dismiss }
            if t < release.expandedFraction * (height + insets.bottom) {
                return .detent(release.expanded)
            }
            return t < height - release.dismissMargin ? .detent(release.normal) : .dismiss
        }
    }

    static func momentum(_ deceleration: Double, _ fraction: Double) -> ExplainedBehavior {
        ExplainedBehavior(
            name: "MomentumRelease(\(deceleration), \(fraction))",
            behavior: MomentumRelease(deceleration: deceleration, dismissThreshold: fraction)
        ) { context in
            let smallest = context.detents[0]
            let braking = context.velocity * abs(context.velocity) / (2 * deceleration)
            let offset = context.top - smallest.top + braking
            let dismisses =
                smallest.height > 0 ? offset / smallest.height >= fraction : offset > 0
            if dismisses { return .dismiss }
            return .detent(context.nearestDetent(to: context.top + braking)!.identifier)
        }
    }
}

/// Releases over the 390 × 844 window of ``ReleaseRow``: every detent set, tops from above
/// the window to below it, velocities on both sides of every shipped threshold.
@MainActor
private let contexts: [ReleaseContext] = {
    let sets = [[ReleaseRow.sheet], ReleaseRow.two, ReleaseRow.card, ReleaseRow.flat]
    let velocities: [Double] = [
        -4000, -1600, -501, -500, -120, 0, 120, 499, 500, 501, 600, 899, 900, 901, 1499, 1500,
        1501, 2100, 4000,
    ]
    var all: [ReleaseContext] = []
    for detents in sets {
        for top in stride(from: -20.0, through: 880, by: 23.5) {
            for velocity in velocities {
                all.append(
                    ReleaseContext(
                        top: top, velocity: velocity, detents: detents, containerHeight: 844,
                        safeAreaInsets: EdgeInsets(top: 47, bottom: 34)))
            }
        }
    }
    return all
}()

@MainActor
@Suite("Release explanations", .isolatedDiagnostics)
struct ReleaseExplanationTests {
    @Test(
        "each shipped behaviour's explanation takes its documented decision",
        arguments: ExplainedBehavior.all)
    func agreesWithDocumentedRule(_ row: ExplainedBehavior) {
        #expect(contexts.count > 1_000)
        for context in contexts {
            let explanation = row.behavior.explanation(for: context)
            let expected = row.documented(context)
            #expect(
                explanation.decision == expected,
                "top \(context.top), v \(context.velocity): \(explanation.summary)")
            #expect(row.behavior.decision(for: context) == explanation.decision)
            #expect(!explanation.summary.isEmpty)
        }
    }

    @Test(
        "the explanation's line and projection say the same as its decision",
        arguments: ExplainedBehavior.all)
    func numbersAgreeWithDecision(_ row: ExplainedBehavior) throws {
        for context in contexts {
            let explanation = row.behavior.explanation(for: context)
            let line = try #require(explanation.dismissalThreshold)
            let dismisses = explanation.decision == .dismiss
            switch explanation.rule {
            case .projectionPastThreshold, .nearestToProjection:
                let projected = try #require(explanation.projectedTop)
                let past =
                    row.behavior is ProjectedRelease ? projected > line : projected >= line
                if context.detents[0].height > 0 {
                    #expect(past == dismisses, "\(explanation.summary)")
                }
            case .expandedBand, .normalBand, .dismissBand:
                #expect((context.top >= line) == dismisses, "\(explanation.summary)")
            case .pastHalfway:
                #expect(dismisses && context.top >= line)
            case .nearestDetent:
                #expect(!dismisses && context.top < line)
            case .dismissVelocity:
                #expect(dismisses && context.velocity > explanation.value("dismiss velocity")!)
            case .flickDown:
                #expect(context.velocity > explanation.value("velocity threshold")!)
            case .flickUp:
                #expect(!dismisses && context.velocity < -explanation.value("velocity threshold")!)
            default:
                Issue.record("unexpected rule \(explanation.rule) for \(row.name)")
            }
        }
    }

    @Test("ProjectedRelease: the numbers are the rate, the projection and the midpoint")
    func projectedNumbers() throws {
        let context = ReleaseRow("flick", top: 444, v: 2100, .dismiss).context
        let explanation = ProjectedRelease().explanation(for: context)
        let projected = 444 + DecelerationRate.normal.projectedDistance(initialVelocity: 2100)
        #expect(explanation.rule == .projectionPastThreshold)
        #expect(explanation.value("deceleration") == 0.998)
        #expect(explanation.value("velocity") == 2100)
        #expect(explanation.projectedTop == projected)
        #expect(explanation.dismissalThreshold == 644)
        #expect(
            explanation.summary
                == "projected \(ReleaseExplanation.format(projected)) pt (velocity 2,100 pt/s, "
                + "deceleration 0.998) is past the dismissal threshold 644 pt")
        let fast = ProjectedRelease(decelerationRate: .fast).explanation(for: context)
        #expect(fast.value("deceleration") == 0.99)
    }

    @Test("MomentumRelease: deceleration, threshold fraction and the line it draws")
    func momentumNumbers() {
        // The documented example: 50 pt down, 600 pt/s, braking 225 pt, progress 0.6875.
        let context = ReleaseRow("flick", top: 494, v: 600, .dismiss).context
        let explanation = MomentumRelease().explanation(for: context)
        #expect(explanation.decision == .dismiss)
        #expect(explanation.value("deceleration") == 800)
        #expect(explanation.value("threshold") == 0.5)
        #expect(explanation.value("progress") == 0.6875)
        #expect(explanation.projectedTop == 719)
        #expect(explanation.dismissalThreshold == 644)
        let sticky = MomentumRelease(deceleration: 2000, dismissThreshold: 0.7)
        #expect(sticky.explanation(for: context).dismissalThreshold == 444 + 0.7 * 400)
        #expect(sticky.explanation(for: context).value("deceleration") == 2000)
    }

    @Test("ThresholdRelease: the velocity and both band lines are its own")
    func thresholdNumbers() {
        let release = ThresholdRelease(
            dismissVelocity: 1200, expandedFraction: 0.3, dismissMargin: 50)
        let context = ReleaseRow("still", top: 300, v: 180, .detent(.normal), on: ReleaseRow.card)
            .context
        let explanation = release.explanation(for: context)
        #expect(explanation.rule == .normalBand)
        #expect(explanation.value("dismiss velocity") == 1200)
        #expect(explanation.value("expanded line") == 47 + 0.3 * (763 + 34))
        #expect(explanation.dismissalThreshold == 760.0)
        #expect(explanation.value("dismiss line") == 760.0)
        let flick = ReleaseRow("flick", top: 300, v: 1300, .dismiss, on: ReleaseRow.card).context
        #expect(release.explanation(for: flick).rule == .dismissVelocity)
        #expect(
            release.explanation(for: flick).summary
                == "velocity 1,300 pt/s is over 1,200 pt/s: dismiss")
    }

    @Test("DirectionalRelease: the velocity threshold and the halfway line")
    func directionalNumbers() {
        let release = DirectionalRelease(velocityThreshold: 500)
        let context = ReleaseRow("still", top: 470, v: 180, .detent(.medium), on: ReleaseRow.two)
            .context
        let explanation = release.explanation(for: context)
        #expect(explanation.rule == .nearestDetent)
        #expect(explanation.value("velocity threshold") == 500)
        #expect(explanation.dismissalThreshold == 648.75)
        #expect(
            explanation.summary
                == "velocity 180 pt/s is not over 500 pt/s, progress 0.042 < 0.5, nearest detent medium"
        )
    }

    @Test("the article's two summaries, word for word")
    func articleSummaries() {
        let context = ReleaseContext(
            top: 444, velocity: 2_100,
            detents: [ResolvedDetent(identifier: .medium, height: 400, top: 444)],
            containerHeight: 844)
        #expect(
            ProjectedRelease().explanation(for: context).summary
                == "projected 1,492 pt (velocity 2,100 pt/s, deceleration 0.998) is past the "
                + "dismissal threshold 644 pt")
        #expect(
            DirectionalRelease(velocityThreshold: 500).explanation(for: context).summary
                == "velocity 2,100 pt/s is a flick down (over 500 pt/s), no detent below: dismiss")
    }

    @Test("a custom behaviour's default explanation reports its decision")
    func customBehaviour() {
        struct AlwaysLarge: ReleaseBehavior {
            func decision(for context: ReleaseContext) -> ReleaseDecision { .detent(.large) }
        }
        let explanation = AlwaysLarge().explanation(
            for: ReleaseRow("x", top: 500, v: 20, .dismiss).context)
        #expect(explanation.decision == .detent(.large))
        #expect(explanation.rule == .unexplained)
        #expect(explanation.behavior == "AlwaysLarge")
        #expect(
            explanation.summary == "AlwaysLarge chose detent large (top 500 pt, velocity 20 pt/s)")
    }

    @Test(
        "numbers are written the same in every locale",
        arguments: [
            (1240.4, "1,240"), (-2100, "-2,100"), (0.998, "0.998"), (12.5, "12.5"), (0, "0"),
            (1_234_567, "1,234,567"), (0.68749, "0.687"), (Double.nan, "NaN"),
        ])
    func format(_ value: Double, _ text: String) {
        #expect(ReleaseExplanation.format(value) == text)
    }
}
