// expect: none (CWE-78 safe)
// note: codec and preset are enums; ffmpeg runs with an argument list and no shell
package com.streamkit.transcode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

public final class SafeFfmpegTranscoder {

    public enum Codec { H264("libx264"), H265("libx265"), VP9("libvpx-vp9");
        final String lib;
        Codec(String lib) { this.lib = lib; }
    }

    public enum Preset { ULTRAFAST, FAST, MEDIUM, SLOW }

    private final Path ffmpeg;

    public SafeFfmpegTranscoder(Path ffmpeg) {
        this.ffmpeg = ffmpeg;
    }

    public Process transcode(Path input, Path output, Codec codec, Preset preset) throws IOException {
        List<String> command = List.of(ffmpeg.toString(), "-i", input.toString(), "-c:v", codec.lib,
                "-preset", preset.name().toLowerCase(), output.toString());
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }
}
