import CardDeckViews
import CardDeckWeb

/// A web host whose patches, encoded as JSON, are applied to a ``PageMirror`` after every
/// commit, as a page would apply them.
@MainActor
final class MirroredWebHost: HostRenderer {
    let host = WebHost()
    let mirror = PageMirror()
    private(set) var messages: [String] = []
    private(set) var failures: [String] = []

    func apply(_ mutations: [Mutation], in window: Window) {
        host.apply(mutations, in: window)
        let operations = host.takePatch()
        guard !operations.isEmpty else { return }
        let text = WebPatchEncoder.message(operations, frame: window.frameCount)
        messages.append(text)
        do {
            try mirror.apply(message: text)
        } catch {
            failures.append("\(error)")
        }
    }
}
