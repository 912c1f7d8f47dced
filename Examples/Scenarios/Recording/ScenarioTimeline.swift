import CardDeckInspector
import CardDeckTesting
import CardDeckViews

extension ScenarioDescriptor {
    /// Makes fresh copies of the scenario for the inspector's timeline to replay: its root, and
    /// the scenario, which owns the root's controllers and must stay alive with it.
    public var timelineRoot: TimelineRootFactory {
        {
            let scenario = make()
            return (scenario.rootViewController, scenario)
        }
    }
}

extension TimelineSection {
    /// The demo's timeline: its "Export as test" is the test `carddeck-demo --test-from`
    /// prints for the recording "Download recording" saves.
    ///
    /// - Returns: A new section.
    public static func demo() -> TimelineSection {
        TimelineSection(testWriter: { try RecordedTestWriter.source(for: $0) })
    }

    /// Starts the timeline of a scenario the demo has just installed in `window`.
    ///
    /// - Parameters:
    ///   - descriptor: The scenario.
    ///   - window: The live window.
    public func start(_ descriptor: ScenarioDescriptor, in window: Window) {
        start(window: window, scenario: descriptor.identifier, makeRoot: descriptor.timelineRoot)
    }
}
