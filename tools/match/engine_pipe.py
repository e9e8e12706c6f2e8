"""An engine process spoken to line by line (UCI, UCCI), for the scripts beside it: send a
command, read its answer up to the line that starts with a given prefix."""
import subprocess


class EnginePipe:
    """One engine process; its standard output is read only as answers are asked for."""

    def __init__(self, path, stderr=None):
        """path: the engine's file, or a command as a list (["wine", "cotuong.exe"])."""
        self.path = path
        command = path if isinstance(path, list) else [path]
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=stderr, text=True, bufsize=1)

    def send(self, command):
        """Sends one command line."""
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def until(self, prefix):
        """Returns the lines the engine writes up to and including the first that starts with
        `prefix` (line ends removed); RuntimeError when the engine ends first."""
        lines = []
        for line in self.proc.stdout:
            lines.append(line.rstrip("\r\n"))
            if line.startswith(prefix):
                return lines
        raise RuntimeError(f"{self.path} ended before answering {prefix!r}")

    def ask(self, command, prefix):
        """Sends a command and returns its answer up to the line that starts with `prefix`."""
        self.send(command)
        return self.until(prefix)

    def quit(self):
        """Ends the engine."""
        self.send("quit")
        self.proc.stdin.close()
        self.proc.wait(timeout=10)
