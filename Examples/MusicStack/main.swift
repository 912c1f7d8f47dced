// CardDeck's example of the stacked cards, played as a scripted tour.
//
//     swift run music-stack [--script] [--quiet] [--svg DIR] [--size WxH]
//                        [--frames-per-second N] [--slow] [--help]
//     swift run music-stack --web [--port N] [--bind ADDRESS] [--size WxH] [--inspect]
import CardDeckScenarios
import Foundation

exit(DemoCommand.run(name: "music-stack", scenarios: [MusicStackScenario.descriptor]))
