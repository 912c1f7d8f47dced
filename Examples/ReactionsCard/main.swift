// CardDeck's example of the draggable card, played as a scripted tour.
//
//     swift run reactions-card [--script] [--quiet] [--svg DIR] [--size WxH]
//                        [--frames-per-second N] [--slow] [--help]
//     swift run reactions-card --web [--port N] [--bind ADDRESS] [--size WxH]
import CardDeckScenarios
import Foundation

exit(DemoCommand.run(name: "reactions-card", scenarios: [ReactionsCardScenario.descriptor]))
