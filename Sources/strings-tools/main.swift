import Foundation
import StringsCLI

exit(MultiCallCommand.main(arguments: CommandLine.arguments, environment: .process).rawValue)
