/// One HTTP header field: a name and its value.
struct HTTPHeaderField: Sendable, Equatable {
    /// The field's name; lowercased in parsed requests, as written in responses.
    var name: String
    /// The field's value, without surrounding blanks.
    var value: String

    /// A field named `name` with `value`.
    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
