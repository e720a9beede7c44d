//! How the allocator (mimalloc, the binary's global allocator) gives memory back.
//!
//! mimalloc 3 keeps pages freed for a second before it returns them to the system (its
//! `purge_delay`, 1,000 ms; mimalloc 2's was 10 ms). Under `make bench-soak`'s mixed load
//! that second held 25 MB more resident at the peak, over the 150 MB budget
//! (docs/performance.md, session 34). Freed pages go back at once instead; the environment's
//! `MIMALLOC_PURGE_DELAY` still decides when it is set.

/// `mi_option_purge_delay` of mimalloc.h (the binding names no constant for it); the test
/// below checks that the number is still that option's.
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// How long freed pages stay resident before they go back to the system, in milliseconds.
const PURGE_DELAY_MS: std::ffi::c_long = 0;

/// Sets the allocator's purge delay, unless `MIMALLOC_PURGE_DELAY` set it (call it first).
pub fn return_freed_memory_promptly() {
    // SAFETY: sets one of mimalloc's options, which it reads each time it purges; any value
    // is valid for it.
    unsafe { libmimalloc_sys::mi_option_set_default(PURGE_DELAY, PURGE_DELAY_MS) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::{CStr, c_char, c_void};

    unsafe extern "C" {
        /// Prints mimalloc's version, then each option as `option '<name>': <value>`, in the
        /// options' order (mimalloc.h; the binding leaves it out).
        fn mi_options_print_out(out: libmimalloc_sys::mi_output_fun, arg: *mut c_void);
    }

    unsafe extern "C" fn collect(message: *const c_char, arg: *mut c_void) {
        // SAFETY: `arg` is the `String` passed below; mimalloc passes a C string.
        let (lines, message) = unsafe { (&mut *arg.cast::<String>(), CStr::from_ptr(message)) };
        lines.push_str(&message.to_string_lossy());
    }

    #[test]
    fn the_option_set_is_mimallocs_purge_delay() {
        // This test binary does not allocate through mimalloc: its options are free to change.
        let mut printed = String::new();
        // SAFETY: sets an option, then prints the options into `printed` through `collect`.
        unsafe {
            libmimalloc_sys::mi_option_set(PURGE_DELAY, 4321);
            mi_options_print_out(Some(collect), (&raw mut printed).cast());
        }
        let options: Vec<&str> = printed.lines().filter(|line| line.starts_with("option '")).collect();
        let option = usize::try_from(PURGE_DELAY).unwrap();
        assert_eq!(options[option].trim(), "option 'purge_delay': 4321", "{printed}");
    }
}
