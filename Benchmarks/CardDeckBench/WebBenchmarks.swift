import CardDeckViews
import CardDeckWeb

/// The patches of the card-drag scene sent to a web page: what a drag frame costs the host
/// and the page, at content sizes that must not matter.
@MainActor
enum WebBenchmarks {
    static let sizes = [100, 10_000]

    /// Prints, for each size, with a `WebHost` attached to the card-drag scene (a three-card
    /// stack in a phone window, the front card scrubbed by the finger every frame):
    /// - `web.carddrag.nN`: a whole frame of the dragged stack with the host attached, and the
    ///   patch encoded;
    /// - `.host`: the host's and the encoder's share, the median per frame;
    /// - `.bytes`: the patch's bytes per frame, the mean;
    /// - `.operations`: the page's DOM operations per frame (inserts, moves, removals and
    ///   style updates), the mean, and `.fields`: the style properties they set.
    static func run(filter: String?) {
        for size in sizes {
            let name = "web.carddrag.n\(size)"
            guard filter.map({ name.contains($0) }) ?? true else { continue }
            let scene = WebScene(nodeCount: size)
            var bytes = 0
            var operations = 0
            var fields = 0
            var frames = 0
            var hostSamples: [Double] = []
            let median = medianNanoseconds(runs: 51, batch: 20) {
                let patch = scene.step()
                bytes += patch.bytes
                operations += patch.operations
                fields += WebScene.fieldCount(in: scene.message)
                hostSamples.append(patch.hostSeconds)
                frames += 1
            }
            hostSamples.sort()
            let count = Double(frames)
            print("\(name) \(format(median / 1_000)) µs")
            print("\(name).host \(format(hostSamples[hostSamples.count / 2] * 1e6)) µs")
            print("\(name).bytes \(format(Double(bytes) / count)) B")
            print("\(name).operations \(format(Double(operations) / count))")
            print("\(name).fields \(format(Double(fields) / count))")
        }
    }

    /// Runs `frames` frames of the scene, for valgrind; with `inspects`, the inspector's
    /// sections run after each frame and send to one page (`--inspect`).
    static func frames(_ frames: Int, nodeCount: Int = 1_000, inspects: Bool = false) {
        guard inspects else {
            let scene = WebScene(nodeCount: nodeCount)
            var bytes = 0
            for _ in 0..<frames { bytes += scene.step().bytes }
            print("ran", frames, "frames,", bytes, "bytes of patches")
            return
        }
        let scene = InspectedWebScene(nodeCount: nodeCount)
        var bytes = 0
        let before = (scene.page.messages, scene.page.bytes)
        for _ in 0..<frames { bytes += scene.step().bytes }
        print(
            "ran", frames, "frames,", bytes, "bytes of patches,",
            scene.page.messages - before.0, "inspector messages,",
            scene.page.bytes - before.1, "bytes")
    }

    private static func format(_ value: Double) -> String {
        String(Double((value * 100).rounded()) / 100)
    }
}
