//! A real browser for the page tests: Chromium started headless and driven over the Chrome
//! DevTools protocol, the way a person uses a page — mouse clicks at an element's centre, keys
//! and typed text — with the page's state read back from its DOM.
//!
//! The protocol runs over a WebSocket; this is the small client it needs (RFC 6455 text frames
//! over a local TCP connection), so that the tests add no dependency but `serde_json`.

#![allow(dead_code)] // each test binary uses its own part

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// The Chromium to run: `$CHROMIUM`, or the first of the usual names on the `PATH`.
pub fn find_chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    let names = [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ];
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|p| p.is_file())
}

/// A headless Chromium with one page, driven over the DevTools protocol.
pub struct Browser {
    child: Child,
    socket: TcpStream,
    next_id: u64,
    profile: PathBuf,
}

impl Drop for Browser {
    /// Asks the browser to close, so that it stops its helper processes and stops writing to
    /// its profile (one killed outright leaves them writing there for a moment), kills it if it
    /// has not exited within five seconds, and removes the profile.
    fn drop(&mut self) {
        self.next_id += 1;
        let close = json!({"id": self.next_id, "method": "Browser.close"}).to_string();
        let _ = send_frame(&mut self.socket, close.as_bytes());
        let start = Instant::now();
        while matches!(self.child.try_wait(), Ok(None)) && start.elapsed() < Duration::from_secs(5)
        {
            std::thread::sleep(Duration::from_millis(20));
        }
        if matches!(self.child.try_wait(), Ok(None)) {
            eprintln!("chromium did not close when asked: killed, its profile may stay behind");
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        // a helper may still be writing as it exits
        for _ in 0..50 {
            match std::fs::remove_dir_all(&self.profile) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    std::thread::sleep(Duration::from_millis(20))
                }
                _ => break,
            }
        }
    }
}

impl Browser {
    /// Starts `chromium` headless with a window of `width` x `height` CSS pixels.
    pub fn launch(chromium: &Path, width: u32, height: u32) -> Browser {
        static LAUNCHED: AtomicUsize = AtomicUsize::new(0);
        let profile = std::env::temp_dir().join(format!(
            "chess-lut-browser-{}-{}",
            std::process::id(),
            LAUNCHED.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&profile);
        let mut child = Command::new(chromium)
            .args([
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--no-default-browser-check",
                "--remote-debugging-port=0",
                "--remote-allow-origins=*",
                &format!("--window-size={width},{height}"),
                &format!("--user-data-dir={}", profile.display()),
                "about:blank",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", chromium.display()));
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/…" on stderr
        let stderr = child.stderr.take().expect("piped");
        let mut lines = BufReader::new(stderr).lines();
        let port = loop {
            let line = lines
                .next()
                .expect("chromium printed its DevTools address")
                .expect("readable stderr");
            if let Some(rest) = line.split("ws://").nth(1) {
                let port = rest.split(['/', ':']).nth(1).expect("a port");
                break port.parse::<u16>().expect("a port number");
            }
        };
        // keep draining stderr so that chromium never blocks on a full pipe
        std::thread::spawn(move || lines.for_each(drop));
        let targets: Value =
            serde_json::from_str(&http_get(port, "/json/list")).expect("the target list is JSON");
        let page = targets
            .as_array()
            .and_then(|t| t.iter().find(|t| t["type"] == "page"))
            .expect("a page target");
        let url = page["webSocketDebuggerUrl"]
            .as_str()
            .expect("a WebSocket URL");
        let path = url.splitn(4, '/').nth(3).expect("a path");
        let socket = websocket(port, &format!("/{path}"));
        let mut browser = Browser {
            child,
            socket,
            next_id: 0,
            profile,
        };
        browser.call("Page.enable", json!({}));
        browser.call("Runtime.enable", json!({}));
        browser
    }

    /// Sends a command and waits for its result (events in between are dropped); panics on a
    /// protocol error.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let message = json!({"id": id, "method": method, "params": params}).to_string();
        send(&mut self.socket, message.as_bytes());
        loop {
            let text = receive(&mut self.socket);
            let reply: Value = serde_json::from_str(&text).expect("the protocol speaks JSON");
            if reply["id"] == id {
                if let Some(error) = reply.get("error") {
                    panic!("{method} failed: {error}");
                }
                return reply["result"].clone();
            }
        }
    }

    /// Opens `url` and waits until the page has run its script.
    pub fn open(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url}));
        self.wait_for("document.readyState === 'complete' && !!document.body.dataset.table");
    }

    /// The value of a JavaScript expression (awaited if a promise), as JSON.
    pub fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true, "awaitPromise": true}),
        );
        if let Some(exception) = result.get("exceptionDetails") {
            panic!("{expression} threw: {exception}");
        }
        result["result"]["value"].clone()
    }

    /// The text of an expression's value.
    pub fn text(&mut self, expression: &str) -> String {
        match self.eval(expression) {
            Value::String(s) => s,
            other => other.to_string(),
        }
    }

    /// Waits up to a minute for `condition` (a JavaScript expression) to hold.
    pub fn wait_for(&mut self, condition: &str) {
        let start = Instant::now();
        while self.eval(&format!("!!({condition})")) != Value::Bool(true) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "waited a minute for {condition}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Clicks the centre of the element `selector` names, with `modifiers` (8: shift) held.
    pub fn click_with(&mut self, selector: &str, modifiers: u32) {
        let rect = self.eval(&format!(
            "(() => {{ const e = document.querySelector({sel}); if (!e) return null; \
             e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect(); \
             return [r.x + r.width / 2, r.y + r.height / 2]; }})()",
            sel = serde_json::to_string(selector).expect("a string")
        ));
        let (x, y) = match rect.as_array() {
            Some(xy) => (xy[0].as_f64().expect("x"), xy[1].as_f64().expect("y")),
            None => panic!("nothing on the page matches {selector}"),
        };
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1, "modifiers": modifiers}),
            );
        }
    }

    /// Clicks the centre of the element `selector` names.
    pub fn click(&mut self, selector: &str) {
        self.click_with(selector, 0);
    }

    /// Presses and releases a key: `Enter`, `ArrowDown`, `/`, `a` with `modifiers` (2: ctrl).
    pub fn key_with(&mut self, key: &str, modifiers: u32) {
        let (code, vk, text) = match key {
            "Enter" => ("Enter", 13, "\r"),
            "ArrowDown" => ("ArrowDown", 40, ""),
            "ArrowUp" => ("ArrowUp", 38, ""),
            "ArrowLeft" => ("ArrowLeft", 37, ""),
            "ArrowRight" => ("ArrowRight", 39, ""),
            "Tab" => ("Tab", 9, ""),
            "/" => ("Slash", 191, "/"),
            "a" => ("KeyA", 65, "a"),
            other => panic!("no key code for {other}"),
        };
        let text = if modifiers & 2 != 0 { "" } else { text };
        self.call(
            "Input.dispatchKeyEvent",
            json!({"type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": vk,
                   "text": text, "modifiers": modifiers}),
        );
        self.call(
            "Input.dispatchKeyEvent",
            json!({"type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": vk,
                   "modifiers": modifiers}),
        );
    }

    /// Presses and releases a key.
    pub fn key(&mut self, key: &str) {
        self.key_with(key, 0);
    }

    /// Types `text` into the focused element, as a keyboard or a paste would.
    pub fn type_text(&mut self, text: &str) {
        self.call("Input.insertText", json!({"text": text}));
    }

    /// Emulates a screen `width` x `height` CSS pixels wide (a phone: 390 x 844, touch).
    pub fn screen(&mut self, width: u32, height: u32, mobile: bool) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}),
        );
    }

    /// A PNG of the page as it shows, written to `path`.
    pub fn screenshot(&mut self, path: &Path) {
        let shot = self.call("Page.captureScreenshot", json!({"format": "png"}));
        let png = base64_decode(shot["data"].as_str().expect("base64 data"));
        std::fs::write(path, png).expect("the screenshot is written");
    }
}

fn http_get(port: u16, path: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("chromium listens");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a read timeout");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
    )
    .expect("the request is sent");
    // chromium keeps the connection open: read the head, then Content-Length bytes
    let mut reader = BufReader::new(stream);
    let mut length = 0;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).expect("an HTTP response");
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().expect("a length");
        }
    }
    let mut body = vec![0u8; length];
    reader.read_exact(&mut body).expect("the response body");
    String::from_utf8(body).expect("a UTF-8 body")
}

/// Opens a WebSocket on `path` (the handshake of RFC 6455; the server's accept key is not
/// checked, the peer being the chromium this process started).
fn websocket(port: u16, path: &str) -> TcpStream {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("chromium listens");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Key: Y2hlc3MtbHV0LWJyb3dzZXI=\r\n\
         Sec-WebSocket-Version: 13\r\n\r\n"
    )
    .expect("the handshake is sent");
    let mut head = Vec::new();
    let mut byte = [0u8];
    while !head.ends_with(b"\r\n\r\n") {
        stream.read_exact(&mut byte).expect("the handshake reply");
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head);
    assert!(head.starts_with("HTTP/1.1 101"), "no WebSocket: {head}");
    // a reply that never comes is a failure with a message, not a test that hangs
    stream
        .set_read_timeout(Some(Duration::from_secs(120)))
        .expect("a read timeout");
    stream
}

/// Sends one masked text frame.
fn send(stream: &mut TcpStream, payload: &[u8]) {
    send_frame(stream, payload).expect("the frame is sent");
}

/// [`send`], with the error returned: for the last message to a browser that may be gone.
fn send_frame(stream: &mut TcpStream, payload: &[u8]) -> std::io::Result<()> {
    let mut frame = vec![0x81u8];
    let n = payload.len();
    if n < 126 {
        frame.push(0x80 | n as u8);
    } else if n <= 0xFFFF {
        frame.push(0x80 | 126);
        frame.extend_from_slice(&(n as u16).to_be_bytes());
    } else {
        frame.push(0x80 | 127);
        frame.extend_from_slice(&(n as u64).to_be_bytes());
    }
    let key = [0x37, 0xFA, 0x21, 0x3D];
    frame.extend_from_slice(&key);
    frame.extend(payload.iter().enumerate().map(|(i, b)| b ^ key[i % 4]));
    stream.write_all(&frame)
}

/// Receives one message (its frames joined), skipping control frames.
fn receive(stream: &mut TcpStream) -> String {
    let mut message = Vec::new();
    loop {
        let mut head = [0u8; 2];
        if let Err(e) = stream.read_exact(&mut head) {
            panic!("no reply from chromium within two minutes: {e}");
        }
        let (fin, opcode) = (head[0] & 0x80 != 0, head[0] & 0x0F);
        let mut n = u64::from(head[1] & 0x7F);
        if n == 126 {
            let mut len = [0u8; 2];
            stream.read_exact(&mut len).expect("a length");
            n = u64::from(u16::from_be_bytes(len));
        } else if n == 127 {
            let mut len = [0u8; 8];
            stream.read_exact(&mut len).expect("a length");
            n = u64::from_be_bytes(len);
        }
        let mut payload = vec![0u8; usize::try_from(n).expect("a frame that fits")];
        if head[1] & 0x80 != 0 {
            let mut key = [0u8; 4];
            stream.read_exact(&mut key).expect("a mask");
            stream.read_exact(&mut payload).expect("a payload");
            for (i, b) in payload.iter_mut().enumerate() {
                *b ^= key[i % 4];
            }
        } else {
            stream.read_exact(&mut payload).expect("a payload");
        }
        match opcode {
            0x0..=0x2 => message.extend_from_slice(&payload),
            0x8 => panic!("chromium closed the connection"),
            _ => continue, // ping, pong
        }
        if fin {
            return String::from_utf8(message).expect("text frames are UTF-8");
        }
    }
}

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let mut acc = 0u32;
        for (i, &d) in chunk.iter().enumerate() {
            acc |= u32::from(d) << (18 - 6 * i);
        }
        out.extend_from_slice(&acc.to_be_bytes()[1..chunk.len()]);
    }
    out
}

#[test]
fn base64_round_trip() {
    assert_eq!(base64_decode("aGVsbG8="), b"hello");
    assert_eq!(base64_decode("aGk="), b"hi");
    assert_eq!(base64_decode("YWJj"), b"abc");
}

/// A browser on the explorer page at `url`, started (the page sets `data-ready` once it has,
/// after compiling its WebAssembly where it carries some) and without a fatal error; or `None`
/// (after saying why) where there is no Chromium and the browser tests are not required
/// (`CHESS_LUT_BROWSER_TESTS=required`, as in CI, makes a missing browser a failure).
pub fn on_page(url: &str, width: u32, height: u32) -> Option<Browser> {
    let Some(chromium) = find_chromium() else {
        let required = std::env::var("CHESS_LUT_BROWSER_TESTS").is_ok_and(|v| v == "required");
        assert!(
            !required,
            "CHESS_LUT_BROWSER_TESTS=required but no chromium: apt-get install chromium"
        );
        eprintln!("no chromium on this machine: the page tests did not run");
        return None;
    };
    let mut browser = Browser::launch(&chromium, width, height);
    browser.open(url);
    browser.wait_for("document.body.dataset.ready !== undefined");
    assert_eq!(
        browser.text("document.getElementById('fatal').textContent"),
        ""
    );
    Some(browser)
}

/// Opens the table `name` as a person does: the search box, its text replaced by the name,
/// Enter.
pub fn open_table(b: &mut Browser, name: &str) {
    b.click("#search");
    b.key_with("a", 2);
    b.type_text(name);
    b.key("Enter");
    assert_eq!(b.text("document.getElementById('name').textContent"), name);
}
