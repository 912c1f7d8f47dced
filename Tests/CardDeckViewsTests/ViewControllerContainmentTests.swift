import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("ViewController containment and content size", .isolatedDiagnostics)
struct ViewControllerContainmentTests {
    /// A stand-in for a presentation controller: records the size changes it is told about.
    final class Receiver: ContentContainer {
        var changes: [Size] = []
        var preferredContentSize: Size { .zero }

        func preferredContentSizeDidChange(
            forChildContentContainer container: any ContentContainer
        ) {
            changes.append(container.preferredContentSize)
        }
    }

    /// A container that relies on every default implementation.
    final class PlainContainer: ContentContainer {
        var preferredContentSize: Size { Size(width: 1, height: 2) }
    }

    private func names(_ controllers: [ViewController]) -> [String] {
        controllers.map { ($0 as? RecordingController)?.name ?? "?" }
    }

    @Test("addChild calls willMove; removeFromParent calls didMove with nil")
    func addAndRemove() {
        let log = CallLog()
        let parent = RecordingController("p", log: log)
        let child = RecordingController("c", log: log)
        parent.addChild(child)
        #expect(log.take() == ["c.willMove(p)"])
        #expect(names(parent.children) == ["c"])
        #expect(child.parent === parent)
        #expect(child.isMovingToParent)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        log.entries.removeAll()

        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.removeFromParent()
        #expect(log.take() == ["c.willMove(nil)", "c.didMove(nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(!child.isMovingFromParent)
        child.removeFromParent()
        #expect(log.entries.isEmpty)
    }

    @Test("Children keep the order they were added in; removing one keeps the others")
    func order() {
        let log = CallLog()
        let parent = RecordingController("p", log: log)
        let a = RecordingController("a", log: log)
        let b = RecordingController("b", log: log)
        let c = RecordingController("c", log: log)
        parent.addChild(a)
        parent.addChild(b)
        parent.addChild(c)
        b.removeFromParent()
        #expect(names(parent.children) == ["a", "c"])
    }

    @Test("Adding a child of another parent removes it from that parent first")
    func reparent() {
        let log = CallLog()
        let first = RecordingController("p1", log: log)
        let second = RecordingController("p2", log: log)
        let child = RecordingController("c", log: log)
        first.addChild(child)
        child.didMove(toParent: first)
        log.entries.removeAll()
        second.addChild(child)
        #expect(log.take() == ["c.didMove(nil)", "c.willMove(p2)"])
        #expect(first.children.isEmpty)
        #expect(names(second.children) == ["c"])
        #expect(child.parent === second)
    }

    /// (bad input, expected warning fragment or nil for a silent no-op).
    nonisolated static let badAdditions: [(String, String?)] = [
        ("itself", "as its own child"),
        ("its parent", "would make a cycle"),
        ("its grandparent", "would make a cycle"),
        ("an existing child", nil),
        ("a window's root view controller", "root view controller of a window"),
    ]

    @Test("Bad additions change nothing", arguments: badAdditions)
    func badAddition(input: String, warning: String?) {
        let window = Window(size: Size(width: 100, height: 100))
        let log = CallLog()
        let grandparent = RecordingController("g", log: log)
        let parent = RecordingController("p", log: log)
        let child = RecordingController("c", log: log)
        let root = RecordingController("r", log: log)
        grandparent.addChild(parent)
        parent.addChild(child)
        window.rootViewController = root
        log.entries.removeAll()
        Diagnostics.removeAll()
        switch input {
        case "itself": child.addChild(child)
        case "its parent": child.addChild(parent)
        case "its grandparent": child.addChild(grandparent)
        case "an existing child": parent.addChild(child)
        default: child.addChild(root)
        }
        #expect(log.entries.isEmpty, "\(input)")
        #expect(names(grandparent.children) == ["p"] && names(parent.children) == ["c"])
        #expect(child.children.isEmpty && grandparent.parent == nil && root.parent == nil)
        #expect(window.rootViewController === root)
        if let warning {
            #expect(Diagnostics.warnings.count == 1, "\(input)")
            #expect(Diagnostics.warnings.last?.contains(warning) == true, "\(input)")
            #expect(Diagnostics.warnings.last?.contains("refused") == true, "\(input)")
        } else {
            #expect(Diagnostics.warnings.isEmpty, "\(input)")
        }
    }

    @Test("A preferred size change reaches the parent, once per change")
    func preferredSizeReachesParent() {
        let log = CallLog()
        let parent = RecordingController("p", log: log)
        let child = RecordingController("c", log: log)
        let receiver = Receiver()
        child.preferredContentSizeReceiver = receiver
        parent.addChild(child)
        log.entries.removeAll()
        child.preferredContentSize = Size(width: 300, height: 400)
        child.preferredContentSize = Size(width: 300, height: 400)
        #expect(log.take() == ["p.preferredContentSizeDidChange(c)"])
        #expect(child.preferredContentSize == Size(width: 300, height: 400))
        #expect(receiver.changes.isEmpty)
    }

    @Test("Without a parent, a preferred size change reaches the package receiver")
    func preferredSizeReachesReceiver() {
        let log = CallLog()
        let controller = RecordingController("c", log: log)
        let receiver = Receiver()
        controller.preferredContentSize = Size(width: 1, height: 1)  // no one to tell yet
        controller.preferredContentSizeReceiver = receiver
        controller.preferredContentSize = Size(width: 320, height: 250)
        controller.preferredContentSize = Size(width: 320, height: 250)
        controller.preferredContentSize = Size(width: 320, height: 500)
        #expect(receiver.changes == [Size(width: 320, height: 250), Size(width: 320, height: 500)])
        #expect(log.entries.isEmpty)
    }

    /// (input, stored result, whether a warning is recorded), starting from 100 × 200.
    nonisolated static let sizeRows: [(Size, Size, Bool)] = [
        (Size(width: 120, height: 80), Size(width: 120, height: 80), false),
        (Size(width: 0, height: 0), Size(width: 0, height: 0), false),
        (Size(width: .nan, height: 50), Size(width: 100, height: 50), true),
        (Size(width: -5, height: 50), Size(width: 0, height: 50), true),
        (Size(width: .infinity, height: -.infinity), Size(width: 100, height: 200), true),
        (Size(width: 10, height: .nan), Size(width: 10, height: 200), true),
    ]

    @Test(
        "Non-finite and negative preferred sizes are sanitized with a warning", arguments: sizeRows)
    func sanitizedPreferredSize(input: Size, stored: Size, warns: Bool) {
        let log = CallLog()
        let parent = RecordingController("p", log: log)
        let child = RecordingController("c", log: log)
        parent.addChild(child)
        child.preferredContentSize = Size(width: 100, height: 200)
        log.entries.removeAll()
        Diagnostics.removeAll()
        child.preferredContentSize = input
        #expect(child.preferredContentSize == stored)
        #expect(Diagnostics.warnings.count == (warns ? 1 : 0))
        if warns {
            #expect(Diagnostics.warnings.last?.contains("preferredContentSize") == true)
        }
        let changed = stored != Size(width: 100, height: 200)
        #expect(log.entries == (changed ? ["p.preferredContentSizeDidChange(c)"] : []))
    }

    @Test("ContentContainer's default size for a child is the parent's size")
    func contentContainerDefaults() {
        let container = PlainContainer()
        let parentSize = Size(width: 30, height: 40)
        #expect(
            container.size(forChildContentContainer: container, withParentContainerSize: parentSize)
                == parentSize)
    }
}
