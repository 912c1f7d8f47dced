import CardDeckViews
import Testing

@testable import CardDeckWeb

@Suite("Web patch encoder, reused")
struct WebPatchEncoderReuseTests {
    static let style: WebStyle = {
        var style = WebStyle()
        style.matrix = AffineTransform2D(a: 0.1, b: -0.25, c: 0.0625, d: 2.5, tx: -7, ty: 0)
        style.size = Size(width: 0.30000000000000004, height: 1e300)
        style.opacity = 0.5
        style.background = 0x0A0B_0C0D
        style.shadow = WebStyle.Shadow(x: 1, y: -2, blur: 3.5, color: 0xFFFF_FFFF)
        style.border = WebStyle.Border(width: 2, color: 0x1234_5678)
        style.text = WebStyle.Text(
            string: "a\tb\r\u{1F}\u{2029}", fontSize: 12, isBold: false, color: 0xFF,
            alignment: .center)
        return style
    }()

    @Test(
        "encode writes message's bytes, whatever the encoder held before",
        arguments: [
            (
                WebPatchOperation.reset(Size(width: 390, height: 844.5)),
                #"["R",390,844.5]"#
            ),
            (.resize(Size(width: -1, height: .infinity)), #"["W",-1,0]"#),
            (.move(id: 3, parent: 0, index: -2), #"["m",3,0,-2]"#),
            (.remove(id: UInt64.max), #"["r",18446744073709551615]"#),
            (
                .update(id: 9, style: style, fields: .all),
                ##"["u",9,{"t":[0.1,-0.25,0.0625,2.5,-7,0],"z":[0.30000000000000004,1e+300],"o":[0,0],"a":0.5,"h":0,"b":"#0a0b0c0d","r":[0,0,0,0],"c":0,"s":[1,-2,3.5,"#ffffffff"],"k":[2,"#12345678"],"x":["a\tb\r\u001f\u2029",12,0,"#000000ff","c"]}]"##
            ),
            (
                .insert(id: 1, parent: 0, index: 0, style: WebStyle(), fields: []),
                #"["i",1,0,0,{}]"#
            ),
            (
                .aria(
                    id: 4,
                    attributes: [
                        WebARIAAttribute(name: "role", value: "button"),
                        WebARIAAttribute(name: "aria-label", value: nil),
                    ]),
                #"["a",4,{"role":"button","aria-label":null}]"#
            ),
            (.announce("Card \"A\""), #"["L","Card \"A\""]"#),
        ])
    func reuse(operation: WebPatchOperation, json: String) {
        let expected = #"{"t":"patch","f":5,"ops":["# + json + "]}"
        #expect(WebPatchEncoder.message([operation], frame: 5) == expected)
        var encoder = WebPatchEncoder()
        encoder.encode([.remove(id: 1), .remove(id: 2), operation, operation], frame: 1)
        encoder.encode([operation], frame: 5)
        #expect(encoder.text == expected)
    }
}
