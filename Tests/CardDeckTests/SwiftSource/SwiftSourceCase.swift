import CardDeck
import CardDeckMotion
import CardDeckViews
import Testing

/// A release behaviour of the app's own, which source can only write as its debug
/// description (its memberwise initializer).
struct StaysLarge: ReleaseBehavior, Equatable {
    var margin: Double

    func decision(for context: ReleaseContext) -> ReleaseDecision {
        context.largestDetent.map { .detent($0.identifier) } ?? .dismiss
    }
}

/// One configuration written as Swift: every field is changed in some row, with every timing,
/// detent, edge, grabber and shipped release behaviour. `GeneratedConfigurations.swift` holds
/// the code the generator writes for each row, so compiling the tests compiles it.
struct SwiftSourceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let configuration: CardConfiguration
    var base = CardConfiguration()
    var baseExpression = "CardConfiguration.shared"

    var testDescription: String { name }

    /// The generator's code for this row.
    var source: String {
        configuration.swiftSource(changedFrom: base, spelledAs: baseExpression)
    }

    private static func changed(_ change: (inout CardConfiguration) -> Void) -> CardConfiguration {
        var configuration = CardConfiguration()
        change(&configuration)
        return configuration
    }

    static let all: [SwiftSourceCase] = [
        SwiftSourceCase(name: "unchanged", configuration: CardConfiguration()),
        SwiftSourceCase(
            name: "stacking",
            configuration: changed {
                $0.verticalSpacing = 24
                $0.verticalInset = 44
                $0.horizontalInset = 12.5
                $0.dismissAreaHeight = 20
                $0.cornerRadius = 16
                $0.backFadeAlpha = 0.6
                $0.stacksBackCards = false
            }),
        SwiftSourceCase(
            name: "transitionFrameAndColors",
            configuration: changed {
                $0.initialTransitionFrame = Rect(x: 20, y: 600, width: 350, height: 64.5)
                $0.backgroundColor = Color(hex: 0x3C2A63, alpha: 0.9)
                $0.dimmingColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)
            }),
        SwiftSourceCase(
            name: "namedColors",
            configuration: changed {
                $0.backgroundColor = .systemBlue
                $0.dimmingColor = Color(white: 0.2)
            }),
        SwiftSourceCase(
            name: "builtInDetents",
            configuration: changed {
                $0.detents = [.medium, .large, .fitsContent]
                $0.initialDetent = .medium
                $0.largestUndimmedDetent = .medium
            }),
        SwiftSourceCase(
            name: "draggableDetents",
            configuration: changed {
                $0.detents = [.normal, .expanded]
                $0.initialDetent = .normal
                $0.bouncesAboveLargestDetent = false
            }),
        SwiftSourceCase(
            name: "measuredDetents",
            configuration: changed {
                $0.detents = [.height(280), .fraction(0.3), .large]
                $0.initialDetent = CardDetent.height(280).identifier
                $0.largestUndimmedDetent = CardDetent.fraction(0.3).identifier
            }),
        SwiftSourceCase(
            name: "dimming",
            configuration: changed {
                $0.maximumDimmingAlpha = 0.45
                $0.allowsTapToDismiss = true
            }),
        SwiftSourceCase(
            name: "chrome",
            configuration: changed {
                $0.allowInteractiveDismissal = false
                $0.prefersGrabberVisible = false
                $0.grabberStyle = .pullBar
                $0.dragsFromOutsideCard = true
                $0.avoidsKeyboard = false
                $0.presentsInCurrentContext = true
            }),
        SwiftSourceCase(name: "edgeTop", configuration: changed { $0.edge = .top }),
        SwiftSourceCase(name: "edgeLeading", configuration: changed { $0.edge = .leading }),
        SwiftSourceCase(name: "edgeTrailing", configuration: changed { $0.edge = .trailing }),
        SwiftSourceCase(
            name: "edgeBottom", configuration: CardConfiguration(edge: .bottom),
            base: CardConfiguration(edge: .top), baseExpression: "CardConfiguration(edge: .top)"),
        SwiftSourceCase(
            name: "springs",
            configuration: changed {
                $0.presentationTiming = .spring(Spring(response: 0.4, dampingRatio: 0.85))
                $0.dismissalTiming = .spring(Spring(duration: 0.3, bounce: 0.2))
                $0.snapTiming = .spring(Spring(mass: 2, stiffness: 300, damping: 30))
                $0.resizeTiming = .spring(Spring(stiffness: 250, damping: 20))
            }),
        SwiftSourceCase(
            name: "curves",
            configuration: changed {
                $0.presentationTiming = .curve(.easeIn, duration: 0.25)
                $0.dismissalTiming = .curve(.easeOut, duration: 0.2)
                $0.snapTiming = .curve(.easeInOut, duration: 0.35)
                $0.resizeTiming = .curve(
                    CubicBezierCurve(x1: 0.2, y1: 0, x2: 0, y2: 1), duration: 1)
            }),
        SwiftSourceCase(
            name: "projectedRelease",
            configuration: changed {
                $0.releaseBehavior = ProjectedRelease(decelerationRate: .fast)
            }),
        SwiftSourceCase(
            name: "projectedReleaseRate",
            configuration: changed {
                $0.releaseBehavior = ProjectedRelease(
                    decelerationRate: DecelerationRate(rawValue: 0.995))
            }),
        SwiftSourceCase(
            name: "directionalRelease",
            configuration: changed {
                $0.releaseBehavior = DirectionalRelease(velocityThreshold: 50)
            }),
        SwiftSourceCase(
            name: "momentumRelease",
            configuration: changed {
                $0.releaseBehavior = MomentumRelease(deceleration: 2000, dismissThreshold: 0.7)
            }),
        SwiftSourceCase(
            name: "thresholdRelease",
            configuration: changed {
                $0.releaseBehavior = ThresholdRelease(expanded: .large, normal: .medium)
            }),
        SwiftSourceCase(
            name: "customRelease",
            configuration: changed { $0.releaseBehavior = StaysLarge(margin: 12) }),
        SwiftSourceCase(
            name: "numbers",
            configuration: changed {
                $0.verticalSpacing = 0.1
                $0.horizontalInset = 1e-5
                $0.dismissAreaHeight = 1_234_567.25
                $0.cornerRadius = 1e16
                $0.backFadeAlpha = 1.0 / 3
            }),
        SwiftSourceCase(
            name: "outOfRange",
            configuration: changed {
                $0.verticalInset = .nan
                $0.cornerRadius = -.infinity
                $0.dismissAreaHeight = .infinity
                $0.maximumDimmingAlpha = -0.5
            }),
        SwiftSourceCase(name: "draggableCard", configuration: .draggableCard),
        SwiftSourceCase(name: "fittedSheet", configuration: .fittedSheet),
        SwiftSourceCase(
            name: "fromDraggableCard",
            configuration: {
                var configuration = CardConfiguration.draggableCard
                configuration.cornerRadius = 20
                configuration.snapTiming = .curve(.default, duration: 0.3)
                return configuration
            }(), base: .draggableCard, baseExpression: "CardConfiguration.draggableCard"),
    ]
}
