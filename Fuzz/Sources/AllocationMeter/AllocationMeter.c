#include "AllocationMeter.h"
#include <sanitizer/allocator_interface.h>
#include <stdatomic.h>

static _Atomic long long current;
static _Atomic long long peak;
static long long baseline;

static void on_allocate(const volatile void *pointer, size_t size) {
    (void)pointer;
    long long now = atomic_fetch_add(&current, (long long)size) + (long long)size;
    long long highest = atomic_load(&peak);
    while (now > highest && !atomic_compare_exchange_weak(&peak, &highest, now)) {}
}

static void on_free(const volatile void *pointer) {
    atomic_fetch_sub(&current, (long long)__sanitizer_get_allocated_size((const void *)pointer));
}

void allocation_meter_start(void) {
    static int installed;
    if (!installed) {
        installed = 1;
        __sanitizer_install_malloc_and_free_hooks(on_allocate, on_free);
    }
    baseline = atomic_load(&current);
    atomic_store(&peak, baseline);
}

long long allocation_meter_peak(void) {
    return atomic_load(&peak) - baseline;
}
