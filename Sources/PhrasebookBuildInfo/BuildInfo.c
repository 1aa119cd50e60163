// A C target because a C define can carry a value and a Swift one can't: Package.swift defines
// PHRASEBOOK_VERSION from the environment variable of that name (set by Scripts/version's callers).
#include "PhrasebookBuildInfo.h"

#ifndef PHRASEBOOK_VERSION
#define PHRASEBOOK_VERSION ""
#endif

const char *phrasebook_stamped_version(void) {
    return PHRASEBOOK_VERSION;
}
