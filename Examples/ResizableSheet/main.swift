// CardDeck's example of the fitted bottom sheet, played as a scripted tour.
//
//     swift run resizable-sheet [--script] [--quiet] [--svg DIR] [--size WxH]
//                        [--frames-per-second N] [--slow] [--help]
//     swift run resizable-sheet --web [--port N] [--bind ADDRESS] [--size WxH]
import CardDeckScenarios
import Foundation

exit(DemoCommand.run(name: "resizable-sheet", scenarios: [ResizableSheetScenario.descriptor]))
