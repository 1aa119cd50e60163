// The heap a fuzz input costs at its peak, counted through the sanitizer's allocation hooks.
#ifndef ALLOCATION_METER_H
#define ALLOCATION_METER_H

/// Starts counting from what is allocated now (installs the hooks the first time).
void allocation_meter_start(void);

/// The most bytes allocated at once since `allocation_meter_start`, beyond what was allocated then.
long long allocation_meter_peak(void);

#endif
