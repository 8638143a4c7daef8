// expect: CWE-78 @ 20
// note: library method builds an ffmpeg shell pipeline from its codec/preset String parameters → ProcessBuilder(sh -c)
package com.streamkit.transcode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

public final class FfmpegTranscoder {

    private final Path ffmpeg;

    public FfmpegTranscoder(Path ffmpeg) {
        this.ffmpeg = ffmpeg;
    }

    public Process transcode(Path input, Path output, String codec, String preset) throws IOException {
        String pipeline = ffmpeg + " -i " + input + " -c:v " + codec + " -preset " + preset + " " + output + " 2>&1 | tail -n 20";
        List<String> command = List.of("sh", "-c", pipeline);
        return new ProcessBuilder(command).start();
    }
}
