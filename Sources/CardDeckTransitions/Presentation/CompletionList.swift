/// Completion handlers collected while presentations wait to be removed, shared by every
/// presentation removed from under the same top-most one.
@MainActor
final class CompletionList {
    var blocks: [() -> Void] = []
}
