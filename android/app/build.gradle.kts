import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
}

// The Rust workspace is two levels up: android/app -> repository root.
val workspaceDir: File = rootProject.projectDir.parentFile
val rustLibName = "boardlore"
val jniLibsDir = layout.buildDirectory.dir("rust/jniLibs")
val bindingsDir = layout.buildDirectory.dir("generated/uniffi/kotlin")
val abis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

android {
    namespace = "org.boardlore.app"
    compileSdk = 35

    defaultConfig {
        applicationId = "org.boardlore.app"
        minSdk = 26
        targetSdk = 35
        versionCode = 1
        versionName = "0.1.0"
        ndk { abiFilters += abis }
    }

    buildTypes {
        // The pseudo-locales en-XA (accented, longer text) and ar-XB (right to
        // left), which the UI tests run the screens in, as scripts/test-android's
        // aapt2 --pseudo-localize does.
        debug {
            isPseudoLocalesEnabled = true
        }
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            // Sign with your own key for a store build; debug-signed here so
            // `installRelease` works out of the box.
            signingConfig = signingConfigs.getByName("debug")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    sourceSets["main"].jniLibs.srcDir(jniLibsDir)
    sourceSets["main"].kotlin.srcDir(bindingsDir)
    // The Bagh Chal table (data/tablebase/bagh-chal.bltb, committed with its
    // SHA-256 checked by the core's tests) is an asset straight from the
    // repository: no second copy. It is deflated already: stored as it is.
    sourceSets["main"].assets.srcDir(File(workspaceDir, "data/tablebase"))

    androidResources {
        noCompress += "bltb"
    }

    packaging {
        // 16 KB page support: keep native libraries uncompressed and aligned.
        jniLibs.useLegacyPackaging = false
    }

    // The UI tests (src/test, Robolectric) need the merged resources, as
    // scripts/test-android hands them over.
    testOptions.unitTests.isIncludeAndroidResources = true
}

kotlin {
    compilerOptions { jvmTarget.set(JvmTarget.JVM_17) }
}

dependencies {
    implementation(libs.kotlinx.coroutines.android)
    // The AAR carries JNA's native dispatch libraries for every Android ABI.
    implementation(variantOf(libs.jna) { artifactType("aar") })

    // Unit tests run on the JVM: the platform-free classes, and the UI tests
    // on Robolectric (the Android 15 runtime, downloaded by Robolectric).
    // Both call the host's Rust library through the plain JNA jar.
    testImplementation(libs.jna)
    testImplementation(libs.junit)
    testImplementation(libs.kotlinx.coroutines.test)
    testImplementation(libs.robolectric)
}

// The Rust library for every ABI, with cargo-ndk, aligned for 16 KB pages.
val profile = providers.gradleProperty("rustProfile").getOrElse("release")
val cargoNdk by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds lib$rustLibName.so for $abis with cargo-ndk"
    workingDir = workspaceDir
    inputs.dir(File(workspaceDir, "rust"))
    inputs.dir(File(workspaceDir, "uniffi"))
    inputs.file(File(workspaceDir, "Cargo.lock"))
    outputs.dir(jniLibsDir)
    environment("RUSTFLAGS", "-C link-arg=-Wl,-z,max-page-size=16384")
    val args = mutableListOf("cargo", "ndk", "--platform", "26")
    abis.forEach { args += listOf("-t", it) }
    args += listOf("-o", jniLibsDir.get().asFile.absolutePath, "build", "-p", "boardlore-ffi")
    if (profile == "release") args += "--release"
    commandLine(args)
}

// Kotlin bindings from the built library (library mode), with the
// workspace's own uniffi-bindgen, so nothing else needs installing. They are
// read from the static library: the release .so is stripped, and the UniFFI
// metadata goes with its symbols.
val uniffiBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the Kotlin bindings of lib$rustLibName"
    dependsOn(cargoNdk)
    workingDir = workspaceDir
    val library = File(workspaceDir, "target/aarch64-linux-android/$profile/lib$rustLibName.a")
    inputs.file(library)
    outputs.dir(bindingsDir)
    doFirst { delete(bindingsDir) }
    commandLine(
        "cargo", "run", "--quiet", "-p", "uniffi-bindgen", "--",
        "generate", "--library", library.absolutePath,
        "--language", "kotlin", "--no-format",
        "--out-dir", bindingsDir.get().asFile.absolutePath,
    )
}

tasks.named("preBuild") { dependsOn(uniffiBindings) }

// The unit tests call the Rust library built for this computer (debug), as
// scripts/test-android does; the screenshots of the UI tests go to
// app/build/screenshots/android.
val cargoHost by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds lib$rustLibName for the host, for the unit tests"
    workingDir = workspaceDir
    commandLine("cargo", "build", "-p", "boardlore-ffi")
}
tasks.withType<Test>().configureEach {
    dependsOn(cargoHost)
    systemProperty("jna.library.path", File(workspaceDir, "target/debug").absolutePath)
    systemProperty("boardlore.screenshots", layout.buildDirectory.dir("screenshots/android").get().asFile.absolutePath)
    maxHeapSize = "3g"
    // As scripts/test-android: Robolectric's many classes outgrow the JVM's
    // default code cache.
    jvmArgs("-XX:ReservedCodeCacheSize=256m")
}
