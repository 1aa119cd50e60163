#ifndef PHRASEBOOK_BUILD_INFO_H
#define PHRASEBOOK_BUILD_INFO_H

/// The version Scripts/release stamped into this build (`0.1.0`, `0.1.0+12.gab91282`), or an empty string for a
/// build that was not stamped (`swift build`, Mint, Homebrew): then the committed version applies.
const char *phrasebook_stamped_version(void);

#endif
