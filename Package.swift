// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardDeck",
    products: [
        .library(name: "CardDeckMotion", targets: ["CardDeckMotion"]),
        .library(name: "CardDeckViews", targets: ["CardDeckViews"]),
        .library(name: "CardDeckTransitions", targets: ["CardDeckTransitions"]),
        .library(name: "CardDeckTesting", targets: ["CardDeckTesting"]),
        .library(name: "CardDeck", targets: ["CardDeck"]),
        .library(name: "CardDeckSVG", targets: ["CardDeckSVG"]),
        .library(name: "CardDeckTerminal", targets: ["CardDeckTerminal"]),
        .library(name: "CardDeckWeb", targets: ["CardDeckWeb"]),
        .library(name: "CardDeckInspector", targets: ["CardDeckInspector"]),
        .executable(name: "spring-trajectory", targets: ["SpringTrajectory"]),
        .executable(name: "carddeck-bench", targets: ["CardDeckBench"]),
        .executable(name: "reactions-card", targets: ["ReactionsCard"]),
        .executable(name: "resizable-sheet", targets: ["ResizableSheet"]),
        .executable(name: "music-stack", targets: ["MusicStack"]),
        .executable(name: "carddeck-demo", targets: ["CardDeckDemo"]),
        .executable(name: "live-app", targets: ["LiveApp"]),
    ],
    dependencies: [],
    targets: [
        // Core
        .target(name: "CardDeckMotion"),
        .target(name: "CardDeckViews", dependencies: ["CardDeckMotion"]),
        .target(name: "CardDeckTransitions", dependencies: ["CardDeckMotion", "CardDeckViews"]),
        .target(name: "CardDeckTesting", dependencies: ["CardDeckViews", "CardDeck"]),
        .target(
            name: "CardDeck",
            dependencies: ["CardDeckMotion", "CardDeckViews", "CardDeckTransitions"]
        ),

        // Hosts
        .target(name: "CardDeckSVG", dependencies: ["CardDeckViews"]),
        .target(name: "CardDeckTerminal", dependencies: ["CardDeckViews"]),
        .target(name: "CardDeckWeb", dependencies: ["CardDeckViews"]),
        .target(
            name: "CardDeckInspector",
            dependencies: [
                "CardDeckMotion", "CardDeckViews", "CardDeck", "CardDeckTesting", "CardDeckWeb",
            ]
        ),

        // Examples
        .executableTarget(
            name: "SpringTrajectory",
            dependencies: ["CardDeckMotion"],
            path: "Examples/SpringTrajectory"
        ),
        .target(
            name: "CardDeckScenarios",
            dependencies: [
                "CardDeck", "CardDeckTransitions", "CardDeckViews", "CardDeckTesting",
                "CardDeckSVG",
                "CardDeckTerminal", "CardDeckWeb", "CardDeckInspector",
            ],
            path: "Examples/Scenarios"
        ),
        .executableTarget(
            name: "ReactionsCard", dependencies: ["CardDeckScenarios"],
            path: "Examples/ReactionsCard"),
        .executableTarget(
            name: "ResizableSheet", dependencies: ["CardDeckScenarios"],
            path: "Examples/ResizableSheet"),
        .executableTarget(
            name: "MusicStack", dependencies: ["CardDeckScenarios"], path: "Examples/MusicStack"),
        .executableTarget(
            name: "CardDeckDemo", dependencies: ["CardDeckScenarios"],
            path: "Examples/CardDeckDemo"),
        .executableTarget(
            name: "LiveApp",
            dependencies: [
                "CardDeck", "CardDeckViews", "CardDeckTerminal", "CardDeckWeb", "CardDeckTesting",
                "CardDeckInspector",
            ],
            path: "Examples/LiveApp"),

        // Benchmarks
        .executableTarget(
            name: "CardDeckBench",
            dependencies: [
                "CardDeckMotion", "CardDeckViews", "CardDeckTransitions", "CardDeck", "CardDeckSVG",
                "CardDeckTerminal", "CardDeckWeb", "CardDeckInspector",
            ],
            path: "Benchmarks/CardDeckBench"
        ),

        // Tests
        // The fakes the web, inspector and scenario suites share; not a product.
        .target(
            name: "CardDeckWebTestSupport", dependencies: ["CardDeckWeb", "CardDeckViews"],
            path: "Tests/CardDeckWebTestSupport"
        ),
        .testTarget(name: "CardDeckMotionTests", dependencies: ["CardDeckMotion"]),
        .testTarget(
            name: "CardDeckViewsTests",
            dependencies: ["CardDeckViews", "CardDeckTesting", "CardDeck"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CardDeckTransitionsTests",
            dependencies: [
                "CardDeckTransitions", "CardDeckViews", "CardDeckMotion", "CardDeckTesting",
            ]
        ),
        .testTarget(
            name: "CardDeckTests",
            dependencies: [
                "CardDeck", "CardDeckTransitions", "CardDeckViews", "CardDeckMotion",
                "CardDeckTesting",
            ]
        ),
        .testTarget(
            name: "CardDeckTestingTests", dependencies: ["CardDeckTesting", "CardDeckViews"]),
        .testTarget(
            name: "CardDeckSVGTests",
            dependencies: [
                "CardDeckSVG", "CardDeckViews", "CardDeckMotion", "CardDeckTesting", "CardDeck",
                "CardDeckTransitions",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CardDeckTerminalTests",
            dependencies: [
                "CardDeckTerminal", "CardDeckSVG", "CardDeckViews", "CardDeckTesting", "CardDeck",
                "CardDeckTransitions",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CardDeckWebTests",
            dependencies: [
                "CardDeckWeb", "CardDeckViews", "CardDeckTesting", "CardDeck",
                "CardDeckTransitions", "CardDeckWebTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CardDeckInspectorTests",
            dependencies: [
                "CardDeckInspector", "CardDeckWeb", "CardDeckViews", "CardDeckTesting", "CardDeck",
                "CardDeckMotion", "CardDeckScenarios", "CardDeckWebTestSupport",
            ]
        ),
        .testTarget(
            name: "CardDeckScenariosTests",
            dependencies: [
                "CardDeckScenarios", "CardDeck", "CardDeckTransitions", "CardDeckViews",
                "CardDeckTerminal", "CardDeckWeb", "CardDeckTesting", "ReactionsCard",
                "ResizableSheet", "MusicStack", "CardDeckDemo", "LiveApp",
                "CardDeckWebTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
