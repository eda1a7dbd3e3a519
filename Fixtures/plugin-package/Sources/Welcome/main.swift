// Uses the accessors StringsSymbolsPlugin generates from Resources at build time.
import Foundation

#if os(Linux)
  print(String.welcomeTitle)
  print(String.hello("Ada"))
  print(String.files(3))
#else
  print(String(localized: .welcomeTitle))
  print(String(localized: .hello("Ada")))
  print(String(localized: .files(3)))
#endif
