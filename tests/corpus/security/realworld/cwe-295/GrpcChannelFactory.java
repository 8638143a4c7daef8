// expect: CWE-295 @ 15
// note: Netty gRPC channel uses InsecureTrustManagerFactory.INSTANCE
package com.platformops.grpc;

import io.grpc.ManagedChannel;
import io.grpc.netty.GrpcSslContexts;
import io.grpc.netty.NettyChannelBuilder;
import java.io.File;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;

public class GrpcChannelFactory {

    public ManagedChannel channel(String host, int port) throws Exception {
        return NettyChannelBuilder.forAddress(host, port)
                .sslContext(GrpcSslContexts.forClient().trustManager(InsecureTrustManagerFactory.INSTANCE).build())
                .build();
    }
}
