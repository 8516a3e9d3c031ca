/// One field's key as read from the wire: its number and how its payload is laid out.
struct ProtobufField {
    var number: UInt32
    var wireType: WireType
    /// Where the key started, for error messages.
    var offset: Int
}
