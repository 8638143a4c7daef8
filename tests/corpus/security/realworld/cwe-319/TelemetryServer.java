// expect: CWE-319 @ 13
// note: plain ServerSocket accepts device logins (serial + password lines) without TLS
package com.iotgrid.gateway;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.Socket;

public class TelemetryServer {

    public static void main(String[] args) throws Exception {
        try (ServerSocket server = new ServerSocket(9443)) {
            while (true) {
                try (Socket device = server.accept();
                     BufferedReader in = new BufferedReader(new InputStreamReader(device.getInputStream()))) {
                    String serial = in.readLine();
                    String password = in.readLine();
                    DeviceRegistry.authenticate(serial, password);
                }
            }
        }
    }
}

class DeviceRegistry {
    static boolean authenticate(String serial, String password) {
        return serial != null && password != null;
    }
}
