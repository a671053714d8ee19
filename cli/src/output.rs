//! Where the command writes: its answer on standard output or into a file, its progress and
//! its errors on standard error, and what a write that fails means.
//!
//! A reader that closes the pipe early (`chess-lut emit | head`) has read what it wanted: the
//! command stops at its next write and ends quietly with status 0, as ripgrep, fd and bat do,
//! so that `set -o pipefail` scripts do not fail on a `head`. Any other failure to write the
//! answer (`> /dev/full`) is an error: one line on stderr, status 1. A closed stderr never
//! stops a command.

use std::fmt;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

/// Why a command stopped before its end.
#[derive(Debug)]
pub enum Stop {
    /// Bad input or a failed step: one line for stderr, status 1.
    Error(String),
    /// Writing the answer to standard output failed.
    Output(io::Error),
}

impl From<String> for Stop {
    fn from(message: String) -> Stop {
        Stop::Error(message)
    }
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Output(e)
    }
}

/// The status a command ends with, after saying on stderr what went wrong: its own status when
/// it ran to the end, 0 when its reader closed the pipe, 1 with one `error:` line otherwise.
///
/// ```
/// use std::io::{Error, ErrorKind};
/// use std::process::ExitCode;
/// use chess_lut_cli::output::{Stop, exit_code};
/// assert_eq!(exit_code(Ok(ExitCode::from(3))), ExitCode::from(3));
/// assert_eq!(exit_code(Err(Stop::Output(Error::from(ErrorKind::BrokenPipe)))), ExitCode::SUCCESS);
/// assert_eq!(exit_code(Err(Stop::Output(Error::from(ErrorKind::StorageFull)))), ExitCode::FAILURE);
/// assert_eq!(exit_code(Err(Stop::Error("bad square".into()))), ExitCode::FAILURE);
/// ```
pub fn exit_code(result: Result<ExitCode, Stop>) -> ExitCode {
    match result {
        Ok(code) => code,
        Err(Stop::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Stop::Output(e)) => {
            note(format_args!("error: cannot write to standard output: {e}"));
            ExitCode::FAILURE
        }
        Err(Stop::Error(message)) => {
            note(format_args!("error: {message}"));
            ExitCode::FAILURE
        }
    }
}

/// One line on stderr (progress, a warning, an error), ignoring a stderr that cannot be
/// written: the answer on stdout matters more than a note about it.
pub fn note(line: fmt::Arguments<'_>) {
    let mut err = io::stderr().lock();
    let _ = err.write_fmt(line).and_then(|()| err.write_all(b"\n"));
}

/// `text` written to the file at `path`; the error names the path.
pub fn write_file(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// `text` into the file at `path`, or into `out` without one.
pub fn output(path: Option<&Path>, text: &str, out: &mut impl Write) -> Result<ExitCode, Stop> {
    match path {
        Some(path) => write_file(path, text)?,
        None => out.write_all(text.as_bytes())?,
    }
    Ok(ExitCode::SUCCESS)
}
